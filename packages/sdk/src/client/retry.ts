import { ApiError, ERROR_CODE } from '../transport/api-error';

/** How often a call that is safe to send again is tried, and the first wait between tries. */
export interface RetryPolicy {
  /** Tries in all, the first included; `1` turns retries off. */
  attempts: number;
  /** The wait before the second try; each later wait is three times longer (±50 % jitter). */
  delayMs: number;
}

/** Three tries, about 0.3 s and 0.9 s apart (or as far apart as a 503's `Retry-After` asks). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 3, delayMs: 300 };

/**
 * Whether a failure may pass if the same request is sent again: no answer came (network error,
 * timeout) or a gateway said the server is not there right now (502, 503, 504). An abort, an
 * upload's transfer failure and every answer of the server itself are final.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) {
    return false;
  }
  return (
    error.code === ERROR_CODE.network ||
    error.httpStatus === 502 ||
    error.httpStatus === 503 ||
    error.httpStatus === 504
  );
}

function pause(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, milliseconds);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Runs `attempt` until it succeeds, fails for good, or the policy's tries are used up; waits
 * between tries with exponential backoff and jitter, so many clients do not return at once.
 */
export async function withRetries<Result>(
  policy: RetryPolicy,
  signal: AbortSignal | undefined,
  path: string,
  attempt: () => Promise<Result>,
): Promise<Result> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= policy.attempts || !isTransientFailure(error)) {
        throw error;
      }
      // The backoff, or longer when the shop said when to come back (a 503's `Retry-After` while
      // its database is away; the only transient failure that carries one), up to 10 s.
      await pause(
        Math.max(
          policy.delayMs * 3 ** (tried - 1) * (0.5 + Math.random()),
          Math.min((error as ApiError).retryAfter ?? 0, 10) * 1000,
        ),
        signal,
      );
      if (signal?.aborted) {
        throw new ApiError({ code: ERROR_CODE.aborted, message: 'aborted', path, cause: error });
      }
    }
  }
}
