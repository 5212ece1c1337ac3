import type { CallPath } from '../calls/call-table';
import { createParamCache, type ParamCache } from '../params/param-cache';
import { createResources, type MallResources } from '../resources/resources';
import { defaultLockManager, type SessionLockManager } from '../session/lock-manager';
import { createSession, type LogoutReason, type StoredSession, type TokenSet } from '../session/session';
import { getDeviceId } from '../storage/device-id';
import { type MallStorage, readJson, STORAGE_KEYS } from '../storage/storage';
import type { ApiError } from '../transport/api-error';
import { createTransport, type Transport } from '../transport/transport';
import type { UploadOptions } from '../upload/upload';
import { createCaller, type ResponseValidator } from './create-caller';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry';

/** Options of {@link createMallClient}. */
export interface MallClientOptions {
  /** The API base, e.g. `https://shop.example/api` (reference server) or a cool-admin origin. */
  baseURL: string;
  /** Where the session, profile and device id live: `createLocalStorage()` or `createMemoryStorage()`. */
  storage: MallStorage;
  /** A `fetch` to use instead of the global one (tests, server-side rendering, React Native). */
  fetch?: typeof globalThis.fetch;
  /** The shopper's locale for the `language` header; default `zh-Hans`. */
  locale?: string;
  /** Called once when a session ends: by `session.logout()`, a failed refresh, or a 401. */
  onLogout?: (reason: LogoutReason, error?: ApiError) => void;
  /** Lock manager for refreshes across tabs; default `navigator.locks`, else an in-process lock. */
  locks?: SessionLockManager;
  /** Network timeout in milliseconds; default 60 000. */
  timeout?: number;
  /**
   * Validators of responses by call path, e.g. `responseValidators` from `@mall/sdk/schemas`. A
   * response that does not match rejects with code 1003 naming the field instead of reaching the app.
   */
  responseValidators?: Partial<Record<CallPath, ResponseValidator>>;
  /** The clock; tests pass their own. */
  now?: () => number;
  /**
   * How calls that are safe to send again (reads, and calls that carry an `Idempotency-Key`) are
   * retried after a network error, a timeout or a 502 / 503 / 504: by default three tries, about
   * 0.3 s and 0.9 s apart. `{ attempts: 1 }` turns retries off. Nothing else is ever retried.
   */
  retry?: Partial<RetryPolicy>;
}

/** The signed-in state, as the app sees it. */
export interface MallSession {
  /** The stored tokens and deadlines, or `null` for a guest. */
  read(): Promise<StoredSession | null>;
  /** Whether someone is signed in (a refresh may still be needed before the next call). */
  isLoggedIn(): Promise<boolean>;
  /** The stored profile from the last `user.info.person()` call, or `null`. */
  user<T = Record<string, unknown>>(): Promise<T | null>;
  /** Stores tokens obtained elsewhere (e.g. a login made by another client). */
  setTokens(tokens: TokenSet): Promise<void>;
  /** Signs out on this device: clears tokens and profile, calls `onLogout`. */
  logout(): Promise<void>;
  /** Called with the session on sign-in and refresh, `null` on sign-out. */
  subscribe(listener: (session: StoredSession | null) => void): () => void;
}

/** The client: one module per namespace of the contract, plus session, upload, params and locale. */
export interface MallClient extends MallResources {
  readonly session: MallSession;
  /** Common parameters, fetched one at a time and cached. */
  readonly params: ParamCache;
  /** Uploads a file as the server's upload mode says; resolves with the file's URL. */
  upload(file: Blob, options?: UploadOptions): Promise<string>;
  /** The device id (time + random), created once and kept in storage. */
  deviceId(): Promise<string>;
  /** The locale sent in the `language` header. */
  getLocale(): string;
  /** Changes the locale of later calls and forgets cached params (their text may differ). */
  setLocale(locale: string): void;
  /** The absolute URL of a call path. */
  url(path: CallPath): string;
}

/**
 * Creates the client of the shopper API.
 * @example
 * import { createMallClient, createLocalStorage } from '@mall/sdk';
 *
 * const client = createMallClient({
 *   baseURL: '/api',
 *   storage: createLocalStorage(),
 *   locale: 'en',
 *   onLogout: () => router.navigate('/pages/user/login'),
 * });
 * await client.user.login.password({ phone: 'demo', password: 'demo1234' });
 * const { list } = await client.goods.info.page({ page: 1, size: 20, keyWord: 'tea' });
 */
export function createMallClient(options: MallClientOptions): MallClient {
  const { storage } = options;
  const fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let locale = options.locale ?? 'zh-Hans';
  const transportOptions = {
    baseURL: options.baseURL,
    timeout: options.timeout,
    getLocale: () => locale,
  };
  const transport = createTransport({ ...transportOptions, fetch });
  /** The session's own calls, sent with its refresh token and no access token (the transport's time-out). */
  const withRefreshToken =
    <Result>(path: string) =>
    (refreshToken: string) =>
      transport.send<Result>({ method: 'POST', path, data: { refreshToken } });
  const session = createSession({
    storage,
    locks: options.locks ?? defaultLockManager(),
    now: options.now,
    onLogout: options.onLogout,
    refresh: withRefreshToken<TokenSet>('app/user/login/refreshToken'),
    signOut: withRefreshToken('app/user/login/signOut'),
  });

  const callerOf = (through: Transport) =>
    createCaller({
      transport: through,
      session,
      storage,
      responseValidators: options.responseValidators,
      retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    });
  const call = callerOf(transport);
  const resources = createResources(call);
  const params = createParamCache((key) => resources.comm.param({ key }));

  return {
    ...resources,
    params,
    session: {
      read: session.read,
      isLoggedIn: async () => (await session.read()) !== null,
      user: <T>() => readJson<T>(storage, STORAGE_KEYS.userInfo),
      setTokens: async (tokens) => {
        await session.save(tokens);
      },
      logout: () => session.logout('user'),
      subscribe: session.subscribe,
    },
    upload: async (file, uploadOptions = {}) => {
      // Loaded on the first upload: apps that never upload do not carry it.
      const { clientUploadDependencies, uploadFile } = await import('../upload/upload');
      return uploadFile(
        clientUploadDependencies({
          call,
          // A file sent with progress goes through the same session and envelope rules, on the
          // upload's own fetch.
          callerOn: (send) => callerOf(createTransport({ ...transportOptions, fetch: send })),
          fetch,
          now: options.now,
        }),
        file,
        uploadOptions,
      );
    },
    deviceId: () => getDeviceId(storage, options.now),
    getLocale: () => locale,
    setLocale: (next) => {
      locale = next;
      params.clear();
    },
    url: (path) => transport.url(path),
  };
}
