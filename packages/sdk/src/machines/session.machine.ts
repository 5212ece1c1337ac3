import { assign, emit } from 'xstate';
import { type FieldError, fieldErrorsOf } from '../schemas/field-errors';
import {
  type Captcha,
  type LoginCaptchaRequest,
  type LoginPasswordRequest,
  type LoginPhoneRequest,
  type LoginSmsCodeRequest,
  loginSmsCodeRequestSchema,
  type Person,
} from '../schemas/user.schema';
import type { StoredSession } from '../session/session';
import { type ApiError, toApiError } from '../transport/api-error';
import { type SessionMachineClient, sessionActors } from './session-actors';
import { type RegisterForm, type SignInRequest, signInErrors } from './session-sign-in';
import { setupMachine } from './setup-machine';

/** Every event the session machine accepts. */
export type SessionMachineEvent =
  | { type: 'session.login.password'; body: LoginPasswordRequest }
  | { type: 'session.login.sms'; body: LoginPhoneRequest }
  /** Registration: captcha answered, agreement accepted; signs in at once. */
  | { type: 'session.register'; body: RegisterForm }
  | { type: 'session.captcha.load'; body?: LoginCaptchaRequest }
  | { type: 'session.sms.send'; body: LoginSmsCodeRequest }
  /** Makes sure the token is fresh and reloads the profile (e.g. when the app comes back to the front). */
  | { type: 'session.refresh' }
  | { type: 'session.logout' }
  /** Sent by the machine's own session watcher when the client stores or clears the session. */
  | { type: 'session.changed'; session: StoredSession | null };

/** Why the session ended: the shopper logged out, or the client ended it (failed refresh, 401). */
export type SessionEndReason = 'user' | 'ended';

/** Emitted once each time a session ends; listen with `actor.on('session.loggedOut', ...)`. */
export interface SessionLoggedOutEvent {
  type: 'session.loggedOut';
  reason: SessionEndReason;
}

/** What `createActor(sessionMachine, { input })` takes. */
export interface SessionMachineInput {
  client: SessionMachineClient;
  /** The clock the token deadlines are compared with; default `Date.now`. */
  now?: () => number;
}

/** What the app reads from `snapshot.context`: the stored session, the profile and the sign-in under way. */
export interface SessionMachineContext {
  client: SessionMachineClient;
  /** The clock of `input.now`. */
  now: () => number;
  session: StoredSession | null;
  /** The profile (`user.info.person()`), loaded after every sign-in. */
  user: Person | null;
  /** The sign-in being sent. */
  request: SignInRequest | null;
  captcha: Captcha | null;
  /** Whether an SMS code was sent since the last sign-in attempt. */
  smsSent: boolean;
  error: ApiError | null;
  fieldErrors: FieldError[];
  endReason: SessionEndReason | null;
}

/** setTimeout cannot wait longer than this; a later deadline is checked again after it. */
const LONGEST_TIMER_MS = 2_147_483_647;

function requestOf(event: SessionMachineEvent): SignInRequest | null {
  switch (event.type) {
    case 'session.login.password':
      return { method: 'password', body: event.body };
    case 'session.login.sms':
      return { method: 'sms', body: event.body };
    case 'session.register':
      return { method: 'register', body: event.body };
    default:
      return null;
  }
}

const signInTransition = [
  { guard: 'signInInvalid', actions: 'rejectSignIn' },
  { target: '#session.authenticating', actions: 'rememberSignIn' },
] as const;

/** What a guest, or a shopper who just logged out, can do: sign in, register, get a captcha or an SMS code. */
const signInTransitions = {
  'session.login.password': signInTransition,
  'session.login.sms': signInTransition,
  'session.register': signInTransition,
  'session.captcha.load': '#session.anonymous.loadingCaptcha',
  'session.sms.send': [
    { guard: 'smsRequestInvalid', actions: 'rejectSmsRequest' },
    { target: '#session.anonymous.sendingSms', actions: 'clearErrors' },
  ],
} as const;

/**
 * The shopper's session: restored from storage at start, signed in by password, SMS code or
 * registration (captcha and agreement), profile loaded after sign-in, refreshed when the token
 * runs out, and ended once — by the shopper or by the client (failed refresh, 401) — with one
 * `session.loggedOut` emitted each time.
 * @example
 * const actor = createActor(sessionMachine, { input: { client } }).start();
 * actor.on('session.loggedOut', () => router.navigate('/pages/user/login'));
 * actor.send({ type: 'session.login.password', body: { phone: 'demo', password: 'demo1234' } });
 */
export const sessionMachine = /* @__PURE__ */ (() =>
  setupMachine({
    types: {
      context: {} as SessionMachineContext,
      events: {} as SessionMachineEvent,
      input: {} as SessionMachineInput,
      emitted: {} as SessionLoggedOutEvent,
    },
    actors: sessionActors,
    delays: {
      untilTokenDeadline: ({ context }) => {
        const deadline = context.session?.tokenDeadline ?? Number.POSITIVE_INFINITY;
        return Math.min(Math.max(0, deadline - context.now()), LONGEST_TIMER_MS);
      },
    },
    guards: {
      restoredLive: ({ context }, params: { session: StoredSession | null }) =>
        params.session !== null && context.now() < params.session.refreshDeadline,
      signInInvalid: ({ event }) => {
        const request = requestOf(event);
        return request !== null && signInErrors(request).length > 0;
      },
      smsRequestInvalid: ({ event }) =>
        event.type === 'session.sms.send' && fieldErrorsOf(loginSmsCodeRequestSchema, event.body).length > 0,
      sessionEnded: ({ event }) => event.type === 'session.changed' && event.session === null,
    },
    actions: {
      rememberSignIn: assign(({ event }) => ({ request: requestOf(event), error: null, fieldErrors: [] })),
      rejectSignIn: assign(({ event }) => {
        const request = requestOf(event);
        return { fieldErrors: request === null ? [] : signInErrors(request), error: null };
      }),
      rejectSmsRequest: assign(({ event }) => ({
        fieldErrors:
          event.type === 'session.sms.send' ? fieldErrorsOf(loginSmsCodeRequestSchema, event.body) : [],
      })),
      rememberError: assign({ error: ({ event }) => ('error' in event ? toApiError(event.error) : null) }),
      clearErrors: assign({ error: null, fieldErrors: [] }),
      rememberSession: assign({
        session: ({ context, event }) => (event.type === 'session.changed' ? event.session : context.session),
      }),
      forgetSession: assign({ session: null, user: null, request: null, captcha: null, smsSent: false }),
      announceLogout: emit(({ context }) => ({
        type: 'session.loggedOut' as const,
        reason: context.endReason ?? 'ended',
      })),
    },
  }).createMachine({
    id: 'session',
    description: 'The signed-in state of the app; the app starts it once, at launch.',
    context: ({ input }) => ({
      client: input.client,
      now: input.now ?? Date.now,
      session: null,
      user: null,
      request: null,
      captcha: null,
      smsSent: false,
      error: null,
      fieldErrors: [],
      endReason: null,
    }),
    initial: 'restoring',
    states: {
      restoring: {
        description: 'Reading the stored session at launch: the splash screen.',
        invoke: {
          src: 'restoreSession',
          input: ({ context }) => ({ client: context.client }),
          onDone: [
            {
              guard: { type: 'restoredLive', params: ({ event }) => ({ session: event.output.session }) },
              target: 'authenticated',
              actions: assign({
                session: ({ event }) => event.output.session,
                user: ({ event }) => event.output.user,
              }),
            },
            { target: 'anonymous' },
          ],
          onError: { target: 'anonymous', actions: 'rememberError' },
        },
      },
      anonymous: {
        description: 'A guest: guest pages work; every other page sends the visitor to login.',
        on: signInTransitions,
        initial: 'idle',
        states: {
          idle: { description: 'The login or register form; `fieldErrors` and `error.message` under it.' },
          loadingCaptcha: {
            description: 'The captcha image is loading.',
            invoke: {
              src: 'loadCaptcha',
              input: ({ context, event }) => ({
                client: context.client,
                body: event.type === 'session.captcha.load' ? event.body : undefined,
              }),
              onDone: { target: 'idle', actions: assign({ captcha: ({ event }) => event.output }) },
              onError: { target: 'idle', actions: 'rememberError' },
            },
          },
          sendingSms: {
            description: 'The "send code" button waits; then it counts down (`smsSent`).',
            invoke: {
              src: 'sendSmsCode',
              input: ({ context, event }) => {
                if (event.type !== 'session.sms.send') {
                  throw new Error('sendingSms is entered by session.sms.send');
                }
                return { client: context.client, body: event.body };
              },
              onDone: { target: 'idle', actions: assign({ smsSent: true }) },
              onError: { target: 'idle', actions: 'rememberError' },
            },
          },
        },
      },
      authenticating: {
        description: 'Signing in: the login button shows a spinner.',
        invoke: {
          src: 'signIn',
          input: ({ context }) => {
            if (context.request === null) {
              throw new Error('authenticating needs a sign-in request');
            }
            return { client: context.client, request: context.request };
          },
          onDone: {
            target: 'authenticated',
            actions: assign({ session: ({ event }) => event.output, smsSent: false, endReason: null }),
          },
          onError: { target: 'anonymous', actions: 'rememberError' },
        },
      },
      authenticated: {
        description: 'Signed in: back to the page before login (or home); "My" shows `user`.',
        invoke: { src: 'watchSession', input: ({ context }) => ({ client: context.client }) },
        on: {
          'session.changed': [
            { guard: 'sessionEnded', target: 'loggedOut', actions: assign({ endReason: 'ended' }) },
            { actions: 'rememberSession' },
          ],
          'session.logout': 'loggingOut',
          'session.refresh': 'refreshing',
        },
        initial: 'loadingProfile',
        states: {
          loadingProfile: {
            description: 'Loading the profile: the stored one (if any) is shown meanwhile.',
            invoke: {
              src: 'loadProfile',
              input: ({ context }) => ({ client: context.client }),
              onDone: { target: 'ready', actions: assign({ user: ({ event }) => event.output }) },
              onError: { target: 'ready', actions: 'rememberError' },
            },
          },
          ready: {
            description: 'Nothing to wait for; the token is refreshed when it runs out.',
            after: { untilTokenDeadline: '#session.refreshing' },
          },
        },
      },
      refreshing: {
        description: 'Refreshing the token (one refresh for every waiting call); pages stay as they are.',
        invoke: [
          { src: 'watchSession', input: ({ context }) => ({ client: context.client }) },
          {
            src: 'refreshSession',
            input: ({ context }) => ({ client: context.client }),
            onDone: {
              target: 'authenticated.ready',
              actions: assign({
                session: ({ event }) => event.output.session,
                user: ({ event }) => event.output.user,
              }),
            },
            // A network failure keeps the session (the next call tries again); a failed refresh ends it
            // through the watcher.
            onError: { target: 'authenticated.ready', actions: 'rememberError' },
          },
        ],
        on: {
          'session.changed': [
            { guard: 'sessionEnded', target: 'loggedOut', actions: assign({ endReason: 'ended' }) },
            { actions: 'rememberSession' },
          ],
          'session.logout': 'loggingOut',
        },
      },
      loggingOut: {
        description: 'Clearing tokens and profile.',
        entry: assign({ endReason: 'user' }),
        invoke: {
          src: 'signOut',
          input: ({ context }) => ({ client: context.client }),
          onDone: 'loggedOut',
          onError: 'loggedOut',
        },
      },
      loggedOut: {
        description:
          'The session ended (emitted once as `session.loggedOut`): the login page, stored data cleared.',
        entry: ['forgetSession', 'announceLogout'],
        on: signInTransitions,
      },
    },
  }))();
