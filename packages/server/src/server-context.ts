import type { Kysely } from 'kysely';
import type { ListenFor } from './db/database';
import type { Database } from './db/schema';
import type { Env } from './env';
import type { Metrics } from './observability/metrics';
import type { RoleName } from './operator/permissions';

/** Why a code is sent. Codes are not bound to it yet (one code serves every purpose). */
export type SmsPurpose = 'login' | 'register' | 'bindPhone' | 'password';

/**
 * Sends SMS codes: `dev` (writes the code to the log at `debug`, and the SMS service keeps it for
 * the operator API; development and tests only), `aliyun` (Alibaba Cloud SMS), `tencent` (Tencent
 * Cloud SMS) or `off` (refuses; no SMS configured). A sender's refusal is an `SmsSendError` (`auth/sms-error.ts`), which the SMS
 * service turns into the shopper's message.
 */
export interface SmsSender {
  readonly name: 'dev' | 'aliyun' | 'tencent' | 'off';
  /** `countryCode` as `+86`, `phone` its digits; `purpose` is `login` when not given. */
  send(countryCode: string, phone: string, code: string, purpose?: SmsPurpose): Promise<void>;
}

/** A receiver of published chat messages (the Socket.IO namespace `/cs`). */
export type ChatListener = (sessionId: number, userId: number, message: unknown) => void;

/** Pushes chat messages to whoever listens: the Socket.IO namespace `/cs` once it is attached. */
export interface ChatPublisher {
  publish(sessionId: number, userId: number, message: unknown): void;
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: ChatListener): () => void;
  /**
   * Runs `task` after every task queued before it for the same shopper has settled: storing a
   * message and publishing it happen in turn, so the shopper hears messages in the order of their ids.
   */
  inTurn<T>(userId: number, task: () => Promise<T>): Promise<T>;
}

/**
 * Where log lines go: one line per entry, `message` and its details (`observability/logger.ts`
 * writes them as JSON through pino, with secrets redacted). Security events carry an `event`
 * field (see "Logs and metrics" in the README).
 */
export interface Logger {
  /** Development detail, off unless `LOG_LEVEL=debug`; a logger may not have it. */
  debug?(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/**
 * Who is acting: a signed-in shopper, a named operator, or the service account of
 * `OPERATOR_TOKEN` (automation: tests, scripts, making the first admin).
 */
export type Actor =
  | { kind: 'shopper'; id: number }
  | { kind: 'operator'; id: number; name: string; role: RoleName }
  | { kind: 'service'; name: 'service' };

/** One figure an operator action changed, for its audit row (`operator/audit.ts`). */
export interface AuditChange {
  /** What was touched, e.g. `user`, `ledger`, `order`, `goods_spec`. */
  entity: string;
  id: number | string;
  /** e.g. `balance` (cents), `status`, `stock`. */
  field: string;
  before: unknown;
  after: unknown;
}

/** Collects what the operator action in progress changes; written with it in one transaction. */
export interface AuditRecorder {
  change(change: AuditChange): void;
}

/** Everything a service needs, made once at boot and passed down (no module-level state). */
export interface ServerContext {
  env: Env;
  db: Kysely<Database>;
  dbKind: 'pglite' | 'postgres';
  /** Hears the database's `NOTIFY`s on a channel, from every process (see `db/database.ts`). */
  listen: ListenFor;
  jwtSecret: string;
  /** The clock; tests move it to expire tokens and orders. */
  now(): Date;
  sms: SmsSender;
  chat: ChatPublisher;
  /** The origin files and links are served from, e.g. `http://127.0.0.1:3000`. */
  publicUrl: string;
  log: Logger;
  /** The Prometheus metrics of this server (`observability/metrics.ts`); absent in some tests. */
  metrics?: Metrics;
  /**
   * Set on the scoped copy an operator action runs with: who acts, and what records its changes
   * (the ledger records every balance change there, the stock service every stock change).
   */
  actor?: Actor;
  audit?: AuditRecorder;
}
