import type { CallPath } from '../calls/call-table';

/** Per-call options every resource function takes last. */
export interface CallOptions {
  /** Aborts the call; it then rejects with code 600003. */
  signal?: AbortSignal;
  /** Milliseconds before the call rejects with code 5 (default 60 000). */
  timeout?: number;
  /**
   * For calls that move money or stock (`idempotent` in the call table): the `Idempotency-Key` to
   * send. Give the same key when the shopper retries the same submission (e.g. after a network
   * error), so the server does it once; without one the client makes a key for this call.
   */
  idempotencyKey?: string;
}

/** Sends one call of the table through the session-aware transport. */
export type Caller = <T>(path: CallPath, data?: unknown, options?: CallOptions) => Promise<T>;
