import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaller } from '../client/create-caller';
import { createMemoryStorage, type MallStorage, STORAGE_KEYS } from '../storage/storage';
import {
  type LocalApiServer,
  ok,
  type RouteReply,
  startLocalApiServer,
} from '../test-support/local-api-server';
import { ApiError } from '../transport/api-error';
import { createTransport } from '../transport/transport';
import { createLocalLockManager, type SessionLockManager } from './lock-manager';
import { createSession, type LogoutReason, type StoredSession } from './session';

const HOUR = 3600;
let server: LocalApiServer;
let clock: number;
/** The access token the server accepts right now. */
let validToken: string;
let refreshCount: number;
let refreshReply: (() => RouteReply) | null;

beforeEach(async () => {
  server = await startLocalApiServer();
  clock = Date.UTC(2026, 10, 21, 8, 0, 0);
  validToken = 'token-0';
  refreshCount = 0;
  refreshReply = null;
  server.route('app/user/login/refreshToken', (request) => {
    refreshCount += 1;
    if (refreshReply) {
      return refreshReply();
    }
    expect(request.json).toEqual({ refreshToken: `refresh-${refreshCount - 1}` });
    validToken = `token-${refreshCount}`;
    return {
      ...ok({
        token: validToken,
        expire: HOUR,
        refreshToken: `refresh-${refreshCount}`,
        refreshExpire: 30 * 24 * HOUR,
      }),
      delayMs: 30,
    };
  });
  server.route('app/order/info/userCount', (request) =>
    request.headers.authorization === validToken
      ? ok({ pendingPayment: 1 })
      : { status: 401, body: { code: 1001, message: 'token invalid' } },
  );
  server.route('app/user/login/password', () =>
    ok({ token: 'token-0', expire: HOUR, refreshToken: 'refresh-0', refreshExpire: 30 * 24 * HOUR }),
  );
});

afterEach(async () => {
  await server.close();
});

function setup(
  storage: MallStorage = createMemoryStorage(),
  locks: SessionLockManager = createLocalLockManager(),
  /** Where a logout's `app/user/login/signOut` goes: this server, or nowhere (no such option). */
  signOutBaseURL?: string,
) {
  const transport = createTransport({ baseURL: server.baseURL, getLocale: () => 'en' });
  const signOutTransport = createTransport({
    baseURL: signOutBaseURL ?? server.baseURL,
    getLocale: () => 'en',
  });
  const logouts: LogoutReason[] = [];
  const session = createSession({
    storage,
    locks,
    now: () => clock,
    onLogout: (reason) => logouts.push(reason),
    refresh: (refreshToken) =>
      transport.send({ method: 'POST', path: 'app/user/login/refreshToken', data: { refreshToken } }),
    ...(signOutBaseURL === undefined
      ? {}
      : {
          signOut: (refreshToken: string) =>
            signOutTransport.send({ method: 'POST', path: 'app/user/login/signOut', data: { refreshToken } }),
        }),
  });
  const call = createCaller({ transport, session, storage });
  return { call, session, storage, logouts };
}

async function signIn(context: ReturnType<typeof setup>) {
  await context.call('app/user/login/password', { phone: 'demo', password: 'demo1234' });
}

const userCountRequests = () =>
  server.requests.filter((request) => request.path === 'app/order/info/userCount');

describe('storing tokens', () => {
  it('stores deadlines of expire − 5 s and refreshExpire − 5 s after a login call', async () => {
    const context = setup();
    await signIn(context);
    const stored = JSON.parse(
      (await context.storage.getItem(STORAGE_KEYS.session)) ?? 'null',
    ) as StoredSession;
    expect(stored).toEqual({
      token: 'token-0',
      tokenDeadline: clock + HOUR * 1000 - 5000,
      refreshToken: 'refresh-0',
      refreshDeadline: clock + 30 * 24 * HOUR * 1000 - 5000,
    });
  });

  it('refreshes a token 5 s before the server would expire it', async () => {
    const context = setup();
    await signIn(context);
    clock += HOUR * 1000 - 5001;
    await context.call('app/order/info/userCount');
    expect(refreshCount).toBe(0);
    clock += 1;
    await context.call('app/order/info/userCount');
    expect(refreshCount).toBe(1);
  });
});

describe('single-flight refresh', () => {
  it('50 concurrent calls with an expired token make one refresh call and 50 successes', async () => {
    const context = setup();
    await signIn(context);
    clock += 2 * HOUR * 1000;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => context.call('app/order/info/userCount')),
    );
    expect(refreshCount).toBe(1);
    expect(results).toHaveLength(50);
    expect(results.every((result) => (result as { pendingPayment: number }).pendingPayment === 1)).toBe(true);
    expect(userCountRequests()).toHaveLength(50);
    expect(userCountRequests().every((request) => request.headers.authorization === 'token-1')).toBe(true);
    expect(context.logouts).toEqual([]);
  });

  it('two tabs sharing storage and the lock refresh once between them', async () => {
    const storage = createMemoryStorage();
    const locks = createLocalLockManager();
    const firstTab = setup(storage, locks);
    const secondTab = setup(storage, locks);
    await signIn(firstTab);
    clock += 2 * HOUR * 1000;
    await Promise.all([
      ...Array.from({ length: 10 }, () => firstTab.call('app/order/info/userCount')),
      ...Array.from({ length: 10 }, () => secondTab.call('app/order/info/userCount')),
    ]);
    expect(refreshCount).toBe(1);
    expect(userCountRequests().every((request) => request.headers.authorization === 'token-1')).toBe(true);
  });

  it('two tabs refresh once even when a write reaches the other tab after the lock has passed', async () => {
    // Browsers show one tab's localStorage write to another tab a little later: here 60 ms, longer
    // than the hand-over of the lock.
    const lagMs = 60;
    const views = [createMemoryStorage(), createMemoryStorage()];
    const tabStorage = (own: MallStorage, other: MallStorage): MallStorage => ({
      getItem: (key) => own.getItem(key),
      setItem: (key, value) => {
        void own.setItem(key, value);
        setTimeout(() => void other.setItem(key, value), lagMs);
      },
      removeItem: (key) => {
        void own.removeItem(key);
        setTimeout(() => void other.removeItem(key), lagMs);
      },
    });
    const [firstView, secondView] = views as [MallStorage, MallStorage];
    const locks = createLocalLockManager();
    const firstTab = setup(tabStorage(firstView, secondView), locks);
    const secondTab = setup(tabStorage(secondView, firstView), locks);
    await signIn(firstTab);
    await new Promise((resolve) => setTimeout(resolve, lagMs * 2));
    clock += 2 * HOUR * 1000;
    await Promise.all([
      firstTab.call('app/order/info/userCount'),
      secondTab.call('app/order/info/userCount'),
    ]);
    expect(refreshCount).toBe(1);
    expect(userCountRequests().map((request) => request.headers.authorization)).toEqual([
      'token-1',
      'token-1',
    ]);
    expect(await secondTab.session.read()).toEqual(await firstTab.session.read());
  });

  it('a late 401 for a call sent with an older token is resent with the current one', async () => {
    const context = setup();
    await signIn(context);
    // The call leaves with token-0; while it is in flight the session is refreshed to token-1,
    // after which the server no longer accepts token-0.
    server.route('app/order/info/userCount', (request) => {
      if (request.headers.authorization === 'token-0') {
        return { status: 401, body: { code: 1001, message: 'token invalid' }, delayMs: 120 };
      }
      return request.headers.authorization === validToken
        ? ok({ pendingPayment: 2 })
        : { status: 401, body: { code: 1001, message: 'token invalid' } };
    });
    const late = context.call('app/order/info/userCount');
    await new Promise((resolve) => setTimeout(resolve, 30));
    clock += 2 * HOUR * 1000;
    await context.call('app/order/info/userCount');
    expect(await late).toEqual({ pendingPayment: 2 });
    expect(refreshCount).toBe(1);
    expect(userCountRequests().map((request) => request.headers.authorization)).toEqual([
      'token-0',
      'token-1',
      'token-1',
    ]);
    expect(context.logouts).toEqual([]);
  });
});

describe('logout', () => {
  it('a failed refresh (401) logs out once and rejects every waiting call', async () => {
    const context = setup();
    await signIn(context);
    refreshReply = () => ({
      status: 401,
      body: { code: 1001, message: 'refresh token revoked' },
      delayMs: 30,
    });
    clock += 2 * HOUR * 1000;
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, () => context.call('app/order/info/userCount')),
    );
    expect(refreshCount).toBe(1);
    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    const reasons = settled.map((result) => (result as PromiseRejectedResult).reason as ApiError);
    expect(
      reasons.every((reason) => reason instanceof ApiError && reason.message === 'refresh token revoked'),
    ).toBe(true);
    expect(context.logouts).toEqual(['refreshFailed']);
    expect(await context.storage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(await context.storage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(userCountRequests()).toHaveLength(0);
  });

  it("when one tab's refresh fails for good, the tab that waited for it is logged out too", async () => {
    const storage = createMemoryStorage();
    const locks = createLocalLockManager();
    const firstTab = setup(storage, locks);
    const secondTab = setup(storage, locks);
    await signIn(firstTab);
    refreshReply = () => ({
      status: 401,
      body: { code: 1001, message: 'refresh token revoked' },
      delayMs: 30,
    });
    clock += 2 * HOUR * 1000;
    const settled = await Promise.allSettled([
      firstTab.call('app/order/info/userCount'),
      secondTab.call('app/order/info/userCount'),
    ]);
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refreshCount).toBe(1);
    expect(firstTab.logouts).toEqual(['refreshFailed']);
    expect(secondTab.logouts).toEqual(['refreshFailed']);
    // Logging out by hand afterwards does not announce the same ended session again.
    await secondTab.session.logout();
    expect(secondTab.logouts).toEqual(['refreshFailed']);
  });

  it('a refresh answered 200 with a code other than 1000 (cool-admin) is a failure too', async () => {
    const context = setup();
    await signIn(context);
    refreshReply = () => ({ body: { code: 1001, message: 'login expired' } });
    clock += 2 * HOUR * 1000;
    await expect(context.call('app/order/info/userCount')).rejects.toMatchObject({
      message: 'login expired',
    });
    expect(context.logouts).toEqual(['refreshFailed']);
    expect(await context.session.read()).toBeNull();
  });

  it('an expired refresh token logs out without calling refresh', async () => {
    const context = setup();
    await signIn(context);
    await context.storage.setItem(STORAGE_KEYS.userInfo, '{"id":1}');
    clock += 31 * 24 * HOUR * 1000;
    const settled = await Promise.allSettled([
      context.call('app/order/info/userCount'),
      context.call('app/order/info/userCount'),
    ]);
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refreshCount).toBe(0);
    expect(context.logouts).toEqual(['refreshExpired']);
    expect(await context.storage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('a network error during refresh rejects the waiting calls but keeps the session', async () => {
    const context = setup();
    await signIn(context);
    refreshReply = () => ({ status: 502, body: 'Bad Gateway' });
    clock += 2 * HOUR * 1000;
    const settled = await Promise.allSettled([
      context.call('app/order/info/userCount'),
      context.call('app/order/info/userCount'),
    ]);
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refreshCount).toBe(1);
    expect(context.logouts).toEqual([]);
    expect(await context.session.read()).not.toBeNull();
    // The next call tries again and succeeds.
    refreshReply = null;
    refreshCount = 0;
    await expect(context.call('app/order/info/userCount')).resolves.toEqual({ pendingPayment: 1 });
  });

  it('a 401 for the current token logs out once', async () => {
    const context = setup();
    await signIn(context);
    validToken = 'revoked-elsewhere';
    const settled = await Promise.allSettled([
      context.call('app/order/info/userCount'),
      context.call('app/order/info/userCount'),
      context.call('app/order/info/userCount'),
    ]);
    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    expect(context.logouts).toEqual(['unauthorized']);
    expect(await context.session.read()).toBeNull();
  });

  it('a 401 on a call sent without a token rejects without logging out', async () => {
    const context = setup();
    const error = await context.call('app/order/info/userCount').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).httpStatus).toBe(401);
    expect(context.logouts).toEqual([]);
  });

  it('a 401 on a login call rejects without logging out', async () => {
    const context = setup();
    await signIn(context);
    server.route('app/user/login/password', () => ({
      status: 401,
      body: { code: 1001, message: 'Login failed' },
    }));
    await expect(
      context.call('app/user/login/password', { phone: 'x', password: 'y' }),
    ).rejects.toMatchObject({
      message: 'Login failed',
    });
    expect(context.logouts).toEqual([]);
    expect(await context.session.read()).not.toBeNull();
  });

  it('logging out by hand clears everything and notifies once', async () => {
    const context = setup();
    await signIn(context);
    const seen: (StoredSession | null)[] = [];
    context.session.subscribe((value) => seen.push(value));
    await Promise.all([context.session.logout('user'), context.session.logout('user')]);
    await context.session.logout('user');
    expect(context.logouts).toEqual(['user']);
    expect(seen).toEqual([null]);
  });

  it('a logout by hand signs the session out on the server too, once, by its refresh token alone', async () => {
    let signOuts = 0;
    server.route('app/user/login/signOut', () => {
      signOuts += 1;
      return ok(null);
    });
    const context = setup(createMemoryStorage(), createLocalLockManager(), server.baseURL);
    await signIn(context);
    const seen: (StoredSession | null)[] = [];
    context.session.subscribe((value) => seen.push(value));
    await Promise.all([context.session.logout('user'), context.session.logout('user')]);
    await context.session.logout('user');
    expect(signOuts).toBe(1);
    const [request] = server.requests.filter((candidate) => candidate.path === 'app/user/login/signOut');
    expect(request?.json).toEqual({ refreshToken: 'refresh-0' });
    expect(request?.headers.authorization).toBeUndefined();
    expect(context.logouts).toEqual(['user']);
    expect(seen).toEqual([null]);
  });

  it('a logout by hand that cannot reach the server still clears the device and notifies once', async () => {
    // Nothing listens on port 9 of this host: the sign-out fails as a network error.
    const context = setup(createMemoryStorage(), createLocalLockManager(), 'http://127.0.0.1:9/api');
    await signIn(context);
    const seen: (StoredSession | null)[] = [];
    context.session.subscribe((value) => seen.push(value));
    await context.session.logout('user');
    expect(await context.session.read()).toBeNull();
    expect(await context.storage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(context.logouts).toEqual(['user']);
    expect(seen).toEqual([null]);
  });

  it('sends no sign-out when the session ended by itself (a failed refresh)', async () => {
    server.route('app/user/login/signOut', () => ok(null));
    refreshReply = () => ({ status: 401, body: { code: 1001, message: 'refresh token invalid' } });
    const context = setup(createMemoryStorage(), createLocalLockManager(), server.baseURL);
    await signIn(context);
    clock += HOUR * 1000;
    await expect(context.call('app/order/info/userCount')).rejects.toBeInstanceOf(ApiError);
    expect(context.logouts).toEqual(['refreshFailed']);
    expect(server.requests.filter((request) => request.path === 'app/user/login/signOut')).toEqual([]);
  });
});
