import type { CallPath } from '../calls/call-table';

/** Per-call options every resource function takes last. */
export interface CallOptions {
  /** Aborts the call; it then rejects with code 600003. */
  signal?: AbortSignal;
  /** Milliseconds before the call rejects with code 5 (default 60 000). */
  timeout?: number;
}

/** Sends one call of the table through the session-aware transport. */
export type Caller = <T>(path: CallPath, data?: unknown, options?: CallOptions) => Promise<T>;
