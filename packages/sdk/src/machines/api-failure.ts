import { ApiError, ERROR_CODE } from '../transport/api-error';

/**
 * The `ApiError` an invoked actor failed with. SDK calls always reject with one; anything else (a
 * fake in a test, a bug in a provided actor) is wrapped so the app reads `message` the same way.
 * @example
 * toApiError(new Error('boom')).message; // 'boom'
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) {
    return error;
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ code: ERROR_CODE.coreFailure, message, cause: error });
}
