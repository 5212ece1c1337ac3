import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { MallClient } from '../client/create-mall-client';
import type { Captcha, LoginCaptchaRequest, LoginSmsCodeRequest, Person } from '../schemas/user.schema';
import type { StoredSession } from '../session/session';
import type { SignInRequest } from './session-sign-in';

/** The calls the session machine makes. */
export type SessionMachineClient = Pick<MallClient, 'session' | 'user'>;

/** What `restoreSession` and `refreshSession` resolve with. */
export interface SessionSnapshotData<User extends Person | null = Person | null> {
  session: StoredSession | null;
  user: User;
}

/** Sends a sign-in that passed `signInErrors`; resolves with the session the client stored. */
async function signIn(
  client: SessionMachineClient,
  request: SignInRequest,
  signal: AbortSignal,
): Promise<StoredSession | null> {
  switch (request.method) {
    case 'password':
      await client.user.login.password(request.body, { signal });
      break;
    case 'sms':
      await client.user.login.phone(request.body, { signal });
      break;
    case 'register':
      // Only sent after `signInErrors` passed, so the agreement is accepted.
      await client.user.login.register({ ...request.body, agree: true }, { signal });
      break;
    default:
      return request satisfies never;
  }
  return client.session.read();
}

/** The session machine's I/O, one actor per call; swap any of them with `sessionMachine.provide`. */
export const sessionActors = /* @__PURE__ */ (() => ({
  restoreSession: fromPromise<SessionSnapshotData, { client: SessionMachineClient }>(async ({ input }) => ({
    session: await input.client.session.read(),
    user: await input.client.session.user<Person>(),
  })),
  signIn: fromPromise<StoredSession | null, { client: SessionMachineClient; request: SignInRequest }>(
    ({ input, signal }) => signIn(input.client, input.request, signal),
  ),
  loadProfile: fromPromise<Person, { client: SessionMachineClient }>(({ input, signal }) =>
    input.client.user.info.person({ signal }),
  ),
  // A call that needs the token refreshes it first, once for all callers; the profile comes back fresh too.
  refreshSession: fromPromise<SessionSnapshotData<Person>, { client: SessionMachineClient }>(
    async ({ input, signal }) => {
      const user = await input.client.user.info.person({ signal });
      return { session: await input.client.session.read(), user };
    },
  ),
  signOut: fromPromise<void, { client: SessionMachineClient }>(({ input }) => input.client.session.logout()),
  watchSession: fromCallback<EventObject, { client: SessionMachineClient }>(({ input, sendBack }) =>
    input.client.session.subscribe((session) => sendBack({ type: 'session.changed', session })),
  ),
  loadCaptcha: fromPromise<Captcha, { client: SessionMachineClient; body?: LoginCaptchaRequest }>(
    ({ input, signal }) => input.client.user.login.captcha(input.body, { signal }),
  ),
  sendSmsCode: fromPromise<void, { client: SessionMachineClient; body: LoginSmsCodeRequest }>(
    async ({ input, signal }) => {
      await input.client.user.login.smsCode(input.body, { signal });
    },
  ),
}))();
