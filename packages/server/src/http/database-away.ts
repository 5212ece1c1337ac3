import { AppError } from './app-error';

/** What `Retry-After` says while the database is away: a restart takes about this long. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/**
 * A call that failed because the database is away for a moment (a restart, a crash, a failover:
 * `isDatabaseUnavailable`): answered HTTP 503 with `Retry-After` and code 1003, "server busy" in
 * the shopper's language (contract §2), which the SDK sends again when it is a read or carries an
 * `Idempotency-Key`.
 */
export class DatabaseAwayError extends AppError {
  constructor() {
    super('error.server', {
      code: 1003,
      httpStatus: 503,
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
    this.name = 'DatabaseAwayError';
  }
}
