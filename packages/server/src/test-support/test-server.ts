import { randomBytes, randomUUID } from 'node:crypto';
import { createMallClient, createMemoryStorage, type MallClient } from '@mall/sdk';
import { responseValidators } from '@mall/sdk/schemas';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { createServer, type MallServer } from '../create-server';
import type { QueryListener } from '../db/database';
import { type Env, parseEnv } from '../env';
import type { RoleName } from '../operator/permissions';
import type { Logger } from '../server-context';

/** The databases every contract test runs on. `MALL_TEST_POSTGRES=off` leaves PostgreSQL out. */
export const TEST_DATABASES: ('pglite' | 'postgres')[] =
  process.env.MALL_TEST_POSTGRES === 'off' ? ['pglite'] : ['pglite', 'postgres'];

/** The PostgreSQL server tests create their databases on. */
export const TEST_POSTGRES_URL =
  process.env.MALL_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const OPERATOR_TOKEN = 'test-operator-token-0123456789';

/** The access-token key of a test server run with `NODE_ENV=production` (which requires one). */
export const TEST_JWT_SECRET = 'test-jwt-secret-of-the-shop-0123456789';

/** The password test operators are made with. */
export const OPERATOR_PASSWORD = 'operator-secret-123';

/** The one-time code of a TOTP secret at `at` (RFC 6238, as operators' authenticator apps make it). */
export function totpCodeAt(secret: string, at: Date): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

/** An operator API answer as it came: the HTTP status, the envelope and the headers. */
export interface OperatorAnswer<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T | undefined;
  headers: Headers;
}

/** A signed-in test operator. */
export interface TestOperator {
  id: number;
  name: string;
  role: RoleName;
  token: string;
  /** The TOTP secret, when the role signs in with a code. */
  totpSecret: string | undefined;
  /** Calls the operator API as this operator; resolves `data` or rejects with the envelope. */
  call<T = unknown>(name: string, body?: Record<string, unknown>, method?: 'GET' | 'POST'): Promise<T>;
}

const quietLog: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: (message, details) => console.error(message, details),
};

/**
 * A fresh database on the PostgreSQL server, named `<prefix>_<random>`; the test server (or the
 * benchmark) drops it when done.
 */
export async function createPostgresDatabase(
  prefix = 'mall_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A server on a fresh database, driven in-process through the SDK (no socket needed). */
export interface TestServer {
  server: MallServer;
  env: Env;
  /** Moves the server's and the clients' clock forward. */
  advanceClock(milliseconds: number): void;
  now(): Date;
  /** A new SDK client (its own storage), validating every response against the shared schemas. */
  client(locale?: string): MallClient;
  /** Calls the operator API as the service account; resolves `data` or rejects with the envelope. */
  operator<T = unknown>(name: string, body?: Record<string, unknown>, method?: 'GET' | 'POST'): Promise<T>;
  /**
   * Calls the operator API with any `Authorization` (none when `token` is null) and headers, and
   * answers what came back, failure or not.
   */
  operatorAs<T = unknown>(
    token: string | null,
    name: string,
    body?: Record<string, unknown>,
    options?: { method?: 'GET' | 'POST'; headers?: Record<string, string> },
  ): Promise<OperatorAnswer<T>>;
  /** Creates an operator of `role` through the service account and signs them in (with a code when needed). */
  signInOperator(role: RoleName, name?: string): Promise<TestOperator>;
  /** A raw request to the app. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Creates a shopper through the operator API and signs a client in as them. */
  shopper(options?: {
    balance?: number;
    username?: string;
    locale?: string;
  }): Promise<{ client: MallClient; userId: number; username: string }>;
  close(): Promise<void>;
}

let shopperCount = 0;

export async function startTestServer(
  kind: 'pglite' | 'postgres',
  overrides: Record<string, string> = {},
  options: { onQuery?: QueryListener; log?: Logger } = {},
): Promise<TestServer> {
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  const env = parseEnv({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    OPERATOR_TOKEN,
    PUBLIC_URL: 'http://mall.test',
    // The development sender, chosen by name: tests read codes through the operator's `sms/last`.
    // A test of production gets none (production refuses it) and a signing key (production needs one).
    ...(overrides.NODE_ENV === 'production' ? { JWT_SECRET: TEST_JWT_SECRET } : { SMS_SENDER: 'dev' }),
    ...overrides,
  });
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const server = await createServer({
    env,
    database: postgres
      ? { kind: 'postgres', url: postgres.url, poolSize: 20, onQuery: options.onQuery }
      : { kind: 'pglite', onQuery: options.onQuery },
    now,
    log: options.log ?? quietLog,
  });
  const fetchApp = (input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(server.app.fetch(new Request(input, init)));
  const client = (locale = 'en') =>
    createMallClient({
      baseURL: 'http://mall.test/api',
      storage: createMemoryStorage(),
      fetch: fetchApp as typeof fetch,
      locale,
      responseValidators,
      now: () => now().getTime(),
    });
  const operatorAs = async <T>(
    token: string | null,
    name: string,
    body: Record<string, unknown> = {},
    options: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
  ): Promise<OperatorAnswer<T>> => {
    const method = options.method ?? 'POST';
    const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
    const response = await fetchApp(`http://mall.test/api/admin/${name}${query}`, {
      method,
      headers: {
        ...(token === null ? {} : { authorization: token }),
        'content-type': 'application/json',
        language: 'en',
        ...options.headers,
      },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    });
    const envelope = (await response.json()) as { code: number; message: string; data?: T };
    return { status: response.status, ...envelope, data: envelope.data, headers: response.headers };
  };
  const callAs =
    (token: string) =>
    async <T>(name: string, body: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST') => {
      // A fresh Idempotency-Key on every write, as the CLI sends one (a direct credit needs it).
      const headers: Record<string, string> = method === 'POST' ? { 'idempotency-key': randomUUID() } : {};
      const answer = await operatorAs<T>(token, name, body, { method, headers });
      if (answer.code !== 1000) {
        throw Object.assign(new Error(answer.message), { code: answer.code, status: answer.status });
      }
      return answer.data as T;
    };
  const operator = callAs(OPERATOR_TOKEN);
  let operatorCount = 0;
  const signInOperator = async (role: RoleName, name?: string): Promise<TestOperator> => {
    operatorCount += 1;
    const operatorName = name ?? `${role}${operatorCount}x${randomBytes(3).toString('hex')}`;
    const created = await operator<{ id: number; totpSecret?: string }>('operator/add', {
      name: operatorName,
      password: OPERATOR_PASSWORD,
      role,
    });
    const code = created.totpSecret ? totpCodeAt(created.totpSecret, now()) : undefined;
    const { token } = await callAs('')<{ token: string }>('operator/login', {
      name: operatorName,
      password: OPERATOR_PASSWORD,
      ...(code === undefined ? {} : { code }),
    });
    return {
      id: created.id,
      name: operatorName,
      role,
      token,
      totpSecret: created.totpSecret,
      call: callAs(token),
    };
  };
  return {
    server,
    env,
    now,
    advanceClock(milliseconds) {
      offset += milliseconds;
    },
    client,
    operator,
    operatorAs,
    signInOperator,
    fetch: (path, init) => fetchApp(`http://mall.test${path}`, init),
    async shopper(options = {}) {
      shopperCount += 1;
      const username = options.username ?? `shopper${shopperCount}x${randomBytes(3).toString('hex')}`;
      const password = 'secret123';
      const { id } = await operator<{ id: number }>('user/add', {
        username,
        password,
        ...(options.balance === undefined ? {} : { balance: options.balance }),
      });
      const shopperClient = client(options.locale);
      await shopperClient.user.login.password({ phone: username, password });
      return { client: shopperClient, userId: id, username };
    },
    async close() {
      await server.close();
      await postgres?.drop();
    },
  };
}
