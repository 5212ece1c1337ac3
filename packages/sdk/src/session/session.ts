import { type MallStorage, readJson, STORAGE_KEYS } from '../storage/storage';
import { ApiError, ERROR_CODE } from '../transport/api-error';
import type { SessionLockManager } from './lock-manager';

/** What every login call and the refresh call answer (contract §4); times in seconds from now. */
export interface TokenSet {
  token: string;
  expire: number;
  refreshToken: string;
  refreshExpire: number;
}

/** The session as stored: tokens with their deadlines in epoch milliseconds. */
export interface StoredSession {
  token: string;
  /** `now + expire − 5 s`: after it the token is refreshed before use. */
  tokenDeadline: number;
  refreshToken: string;
  /** `now + refreshExpire − 5 s`: after it the session is over. */
  refreshDeadline: number;
}

/** Tokens are treated as expired this long before the server's deadline (spec §9). */
export const TOKEN_SAFETY_MARGIN_MS = 5_000;

/** The name of the cross-tab lock around a refresh. */
export const REFRESH_LOCK_NAME = 'mall.session.refresh';

/**
 * How long a tab that waited for the refresh lock looks for the previous holder's tokens before
 * refreshing itself. A browser shows one tab's localStorage write to another tab a little later,
 * possibly after the lock has already passed on.
 */
export const REFRESH_HAND_OVER_WAIT_MS = 500;
const HAND_OVER_POLL_MS = 20;

/** Why the session ended. */
export type LogoutReason = 'user' | 'refreshFailed' | 'refreshExpired' | 'unauthorized';

/** What a session needs from the client around it. */
export interface SessionOptions {
  storage: MallStorage;
  locks: SessionLockManager;
  /** Calls `app/user/login/refreshToken` without a token. */
  refresh: (refreshToken: string) => Promise<TokenSet>;
  /**
   * Calls `app/user/login/signOut` without a token: a logout by the shopper (`logout('user')`) ends
   * the session on the server too, after this device has already forgotten it. Best effort: a
   * failure (offline, server down) changes nothing on the device.
   */
  signOut?: (refreshToken: string) => Promise<unknown>;
  onLogout?: (reason: LogoutReason, error?: ApiError) => void;
  now?: () => number;
}

/** The shopper's session: stored tokens, single-flight refresh, and logout that happens once. */
export interface Session {
  /** The stored session, or `null` when nobody is signed in. */
  read(): Promise<StoredSession | null>;
  /** Stores the answer of a login or refresh call. */
  save(tokens: TokenSet): Promise<StoredSession>;
  /**
   * The token to send with a call: the stored one while fresh, otherwise the result of the one
   * refresh every concurrent caller shares. `null` when nobody is signed in.
   */
  tokenForRequest(): Promise<string | null>;
  /**
   * Decides what a 401 means for a call that was sent with `sentToken`: resolves with a token to
   * resend with once, or rejects (after logging out when the session is no longer valid).
   */
  handleUnauthorized(sentToken: string | null, error: ApiError): Promise<string>;
  /**
   * Ends the session: clears tokens and profile, and calls `onLogout` once per session; a logout by
   * the shopper (`'user'`) then signs the session out on the server too (best effort).
   */
  logout(reason?: LogoutReason, error?: ApiError): Promise<void>;
  /** Subscribes to sign-in and sign-out; returns the unsubscribe function. */
  subscribe(listener: (session: StoredSession | null) => void): () => void;
}

function isTransient(error: ApiError): boolean {
  // The contract keeps the session through a network error, timeout or 502 during refresh; an
  // abort, 503/504 and 429 are just as temporary.
  return (
    error.isNetwork ||
    error.isAborted ||
    error.httpStatus === 429 ||
    error.httpStatus === 502 ||
    error.httpStatus === 503 ||
    error.httpStatus === 504
  );
}

function unauthorized(message: string): ApiError {
  return new ApiError({ code: ERROR_CODE.businessFailure, message, httpStatus: 401 });
}

/**
 * Creates the session that the client's transport consults before and after each call.
 * @example
 * const session = createSession({ storage, locks: defaultLockManager(), refresh: (refreshToken) => callRefresh(refreshToken) });
 */
export function createSession(options: SessionOptions): Session {
  const { storage, locks } = options;
  const now = options.now ?? Date.now;
  const listeners = new Set<(session: StoredSession | null) => void>();
  let refreshing: Promise<string> | null = null;
  let loggingOut: Promise<void> | null = null;

  const notify = (session: StoredSession | null) => {
    for (const listener of listeners) {
      listener(session);
    }
  };

  const read = () => readJson<StoredSession>(storage, STORAGE_KEYS.session);

  async function save(tokens: TokenSet): Promise<StoredSession> {
    const at = now();
    const session: StoredSession = {
      token: tokens.token,
      tokenDeadline: at + tokens.expire * 1000 - TOKEN_SAFETY_MARGIN_MS,
      refreshToken: tokens.refreshToken,
      refreshDeadline: at + tokens.refreshExpire * 1000 - TOKEN_SAFETY_MARGIN_MS,
    };
    await storage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
    notify(session);
    return session;
  }

  /** The refresh token of the last session this instance told its listeners had ended. */
  let lastEnded: string | null = null;

  /**
   * Clears tokens and profile, and tells the listeners and `onLogout` once per session. `known` is
   * the session this tab was using, for when another tab already removed it from the storage.
   */
  async function clear(reason: LogoutReason, error?: ApiError, known?: StoredSession): Promise<void> {
    const ending = (await read()) ?? known ?? null;
    await storage.removeItem(STORAGE_KEYS.session);
    await storage.removeItem(STORAGE_KEYS.userInfo);
    if (ending && ending.refreshToken !== lastEnded) {
      lastEnded = ending.refreshToken;
      notify(null);
      options.onLogout?.(reason, error);
      // The device is signed out whatever the server answers; the server's sign-out only makes a
      // copy of the refresh token (and the session's access tokens) useless too.
      if (reason === 'user') {
        await options.signOut?.(ending.refreshToken).catch(() => undefined);
      }
    }
  }

  function logout(reason: LogoutReason = 'user', error?: ApiError, known?: StoredSession): Promise<void> {
    // Concurrent failures end the session once: they all wait for the same logout.
    if (!loggingOut) {
      loggingOut = clear(reason, error, known).finally(() => {
        loggingOut = null;
      });
    }
    return loggingOut;
  }

  /** The stored session once it no longer holds `stale`'s refresh token, or as it is after the wait. */
  async function readHandedOver(stale: StoredSession): Promise<StoredSession | null> {
    let latest = await read();
    for (let waited = 0; waited < REFRESH_HAND_OVER_WAIT_MS; waited += HAND_OVER_POLL_MS) {
      if (!latest || latest.refreshToken !== stale.refreshToken) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, HAND_OVER_POLL_MS));
      latest = await read();
    }
    return latest;
  }

  async function refreshUnderLock(stale: StoredSession): Promise<string> {
    return locks.request(REFRESH_LOCK_NAME, async (waited) => {
      // After waiting for another holder (most likely another tab refreshing), give its write
      // the time to arrive here rather than spend the same refresh token a second time.
      const latest = waited ? await readHandedOver(stale) : await read();
      if (!latest) {
        // Another tab ended the session (its refresh failed, or the shopper logged out there):
        // this tab's session is over too, and says so once.
        const error = unauthorized('logged out');
        await logout('refreshFailed', error, stale);
        throw error;
      }
      // Another tab refreshed while this one waited for the lock: use its tokens.
      if (latest.refreshToken !== stale.refreshToken && now() < latest.tokenDeadline) {
        return latest.token;
      }
      if (now() >= latest.refreshDeadline) {
        const error = unauthorized('session expired');
        await logout('refreshExpired', error);
        throw error;
      }
      let tokens: TokenSet;
      try {
        tokens = await options.refresh(latest.refreshToken);
      } catch (caught) {
        const error =
          caught instanceof ApiError
            ? caught
            : new ApiError({ code: ERROR_CODE.coreFailure, message: String(caught), cause: caught });
        if (!isTransient(error)) {
          await logout('refreshFailed', error);
        }
        throw error;
      }
      return (await save(tokens)).token;
    });
  }

  async function tokenForRequest(): Promise<string | null> {
    const session = await read();
    if (!session) {
      return null;
    }
    if (now() < session.tokenDeadline) {
      return session.token;
    }
    if (now() >= session.refreshDeadline) {
      const error = unauthorized('session expired');
      await logout('refreshExpired', error);
      throw error;
    }
    // Every concurrent caller waits for the same refresh and shares its outcome.
    if (!refreshing) {
      refreshing = refreshUnderLock(session).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function handleUnauthorized(sentToken: string | null, error: ApiError): Promise<string> {
    if (!sentToken) {
      throw error;
    }
    const current = await read();
    if (current && current.token !== sentToken) {
      // The call went out with an older token and a refresh has happened since: resend once.
      const token = await tokenForRequest();
      if (token) {
        return token;
      }
    }
    if (current && current.token === sentToken) {
      await logout('unauthorized', error);
    }
    throw error;
  }

  return {
    read,
    save,
    tokenForRequest,
    handleUnauthorized,
    logout,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
