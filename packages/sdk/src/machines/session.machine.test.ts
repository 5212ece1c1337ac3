import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, getNextSnapshot, SimulatedClock, waitFor } from 'xstate';
import { createMallClient } from '../client/create-mall-client';
import type { Person } from '../schemas/user.schema';
import type { StoredSession } from '../session/session';
import { createMemoryStorage } from '../storage/storage';
import { ApiError } from '../transport/api-error';
import { type SessionMachineEvent, sessionMachine } from './session.machine';
import type { SessionMachineClient, SessionSnapshotData } from './session-actors';
import type { SignInRequest } from './session-sign-in';

const client = createMallClient({ baseURL: 'http://127.0.0.1:9/api', storage: createMemoryStorage() });

const person: Person = {
  id: 7,
  nickName: 'Alice',
  status: 1,
  balance: 100,
  createTime: '2026-01-31T08:00:00+08:00',
};

function storedSession(now: number, token = 'access-1'): StoredSession {
  return { token, tokenDeadline: now + 60_000, refreshToken: `r-${token}`, refreshDeadline: now + 3_600_000 };
}

interface FakeOptions {
  stored?: StoredSession | null;
  signIn?: (request: SignInRequest) => StoredSession | Error;
  refreshed?: StoredSession;
}

function fakeClient(clock: SimulatedClock, options: FakeOptions = {}) {
  const calls: string[] = [];
  const watchers = new Set<(event: SessionMachineEvent) => void>();
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(
        async (): Promise<{ session: StoredSession | null; user: Person | null }> => ({
          session: options.stored ?? null,
          user: null,
        }),
      ),
      signIn: fromPromise<StoredSession | null, { client: SessionMachineClient; request: SignInRequest }>(
        async ({ input }) => {
          calls.push(`signIn:${input.request.method}`);
          const answer = options.signIn?.(input.request) ?? storedSession(clock.now());
          if (answer instanceof Error) {
            throw answer;
          }
          return answer;
        },
      ),
      loadProfile: fromPromise(async () => {
        calls.push('person');
        return person;
      }),
      refreshSession: fromPromise(async (): Promise<SessionSnapshotData<Person>> => {
        calls.push('refresh');
        return { session: options.refreshed ?? storedSession(clock.now(), 'access-2'), user: person };
      }),
      signOut: fromPromise(async () => {
        calls.push('logout');
        // The client tells its subscribers too, as `client.session.logout()` does.
        for (const watcher of watchers) {
          watcher({ type: 'session.changed', session: null });
        }
      }),
      watchSession: fromCallback(({ sendBack }) => {
        watchers.add(sendBack);
        return () => watchers.delete(sendBack);
      }),
      loadCaptcha: fromPromise(async () => ({ captchaId: 'c1', data: 'data:image/svg+xml;base64,' })),
      sendSmsCode: fromPromise(async () => {
        calls.push('sms');
      }),
    },
  });
  const start = () => {
    const actor = createActor(machine, { input: { client, now: () => clock.now() }, clock });
    const loggedOut: string[] = [];
    actor.on('session.loggedOut', (event) => loggedOut.push(event.reason));
    actor.start();
    return { actor, loggedOut };
  };
  return {
    machine,
    calls,
    start,
    endFromClient() {
      for (const watcher of watchers) {
        watcher({ type: 'session.changed', session: null });
      }
    },
  };
}

describe('session machine', () => {
  it('signs in by password, then loads the profile', async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock);
    const { actor } = fake.start();
    await waitFor(actor, (state) => state.matches('anonymous'));

    actor.send({ type: 'session.login.password', body: { phone: 'demo', password: 'demo1234' } });
    const snapshot = await waitFor(actor, (state) => state.matches({ authenticated: 'ready' }));

    expect(fake.calls).toEqual(['signIn:password', 'person']);
    expect(snapshot.context.user?.nickName).toBe('Alice');
    expect(snapshot.context.session?.token).toBe('access-1');
  });

  it('stays anonymous with the server message when the login is refused', async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock, { signIn: () => new ApiError({ code: 1001, message: 'Login failed' }) });
    const { actor } = fake.start();
    await waitFor(actor, (state) => state.matches('anonymous'));

    actor.send({ type: 'session.login.password', body: { phone: 'demo', password: 'wrong1234' } });
    const snapshot = await waitFor(
      actor,
      (state) => state.matches('anonymous') && state.context.error !== null,
    );

    expect(snapshot.context.error?.message).toBe('Login failed');
    expect(snapshot.context.user).toBeNull();
  });

  it('refuses logout and refresh for a guest, and registration without the agreement', async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock);
    const { actor } = fake.start();
    const guest = await waitFor(actor, (state) => state.matches('anonymous'));

    expect(guest.can({ type: 'session.logout' })).toBe(false);
    expect(getNextSnapshot(fake.machine, guest, { type: 'session.refresh' }).value).toEqual({
      anonymous: 'idle',
    });

    actor.send({
      type: 'session.register',
      body: { username: 'alice', password: 'secret12', captchaId: 'c1', captchaCode: '4821', agree: false },
    });
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'idle' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'agree', key: 'validation.agreementRequired' },
    ]);
    expect(fake.calls).toEqual([]);
  });

  it('registers with a captcha and signs in at once', async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock);
    const { actor } = fake.start();
    await waitFor(actor, (state) => state.matches('anonymous'));

    actor.send({ type: 'session.captcha.load' });
    const withCaptcha = await waitFor(actor, (state) => state.context.captcha !== null);
    expect(withCaptcha.value).toEqual({ anonymous: 'idle' });

    actor.send({
      type: 'session.register',
      body: { username: 'alice', password: 'secret12', captchaId: 'c1', captchaCode: '4821', agree: true },
    });
    await waitFor(actor, (state) => state.matches({ authenticated: 'ready' }));
    expect(fake.calls).toEqual(['signIn:register', 'person']);
  });

  it('sends an SMS code, then signs in with it', async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock);
    const { actor } = fake.start();
    await waitFor(actor, (state) => state.matches('anonymous'));

    actor.send({
      type: 'session.sms.send',
      body: { phone: '123', countryCode: '+86', captchaId: 'c1', code: '4821' },
    });
    expect(actor.getSnapshot().context.fieldErrors.map((error) => error.key)).toEqual(['validation.mobile']);

    actor.send({
      type: 'session.sms.send',
      body: { phone: '13800000000', countryCode: '+86', captchaId: 'c1', code: '4821' },
    });
    await waitFor(actor, (state) => state.context.smsSent);
    actor.send({
      type: 'session.login.sms',
      body: { phone: '13800000000', countryCode: '+86', smsCode: '123456' },
    });
    await waitFor(actor, (state) => state.matches({ authenticated: 'ready' }));
    expect(fake.calls).toEqual(['sms', 'signIn:sms', 'person']);
  });

  it('restores a live stored session at start and ignores one past its refresh deadline', async () => {
    const clock = new SimulatedClock();
    clock.set(1_000_000);
    const live = fakeClient(clock, { stored: storedSession(clock.now()) }).start().actor;
    const restored = await waitFor(live, (state) => state.matches({ authenticated: 'ready' }));
    expect(restored.context.session?.token).toBe('access-1');

    const expired = { ...storedSession(0), refreshDeadline: clock.now() - 1 };
    const stale = fakeClient(clock, { stored: expired }).start().actor;
    await waitFor(stale, (state) => state.matches('anonymous'));
  });

  it('refreshes when the token runs out and goes back to authenticated', async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock, { stored: storedSession(0) });
    const { actor } = fake.start();
    await waitFor(actor, (state) => state.matches({ authenticated: 'ready' }));

    clock.increment(59_999);
    expect(actor.getSnapshot().matches('refreshing')).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    const snapshot = await waitFor(actor, (state) => state.matches({ authenticated: 'ready' }));
    expect(snapshot.context.session?.token).toBe('access-2');
    expect(fake.calls).toEqual(['person', 'refresh']);
  });

  it('emits logout once when the shopper logs out, and can sign in again', async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock, { stored: storedSession(0) });
    const { actor, loggedOut } = fake.start();
    await waitFor(actor, (state) => state.matches({ authenticated: 'ready' }));

    actor.send({ type: 'session.logout' });
    const snapshot = await waitFor(actor, (state) => state.matches('loggedOut'));

    expect(loggedOut).toEqual(['user']);
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.session).toBeNull();
    expect(snapshot.can({ type: 'session.logout' })).toBe(false);

    actor.send({ type: 'session.login.password', body: { phone: 'demo', password: 'demo1234' } });
    await waitFor(actor, (state) => state.matches({ authenticated: 'ready' }));
    expect(loggedOut).toEqual(['user']);
  });

  it('ends once when the client ends the session (failed refresh, 401)', async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock, { stored: storedSession(0) });
    const { actor, loggedOut } = fake.start();
    await waitFor(actor, (state) => state.matches({ authenticated: 'ready' }));

    fake.endFromClient();
    fake.endFromClient();

    expect(actor.getSnapshot().value).toEqual('loggedOut');
    expect(loggedOut).toEqual(['ended']);
  });
});
