// The codes `ApiError` reads itself are constants, and `ERROR_CODE` is made of them: code that only
// makes and reads `ApiError`s (the machines, through `toApiError`) then leaves the table out.
const VALIDATION_FAILURE = 1002;
const CORE_FAILURE = 1003;
const COOL_ADMIN_VALIDATION_FAILURE = 422;
const NETWORK = 5;
const ABORTED = 600003;
const TRANSFER_FAILED = 602001;

/**
 * Response and client-side error codes of the wire contract (§2).
 * 422 and 404 are what a cool-admin backend sends in the envelope for validation failures and
 * unknown routes (contract §14).
 */
export const ERROR_CODE = {
  success: 1000,
  businessFailure: 1001,
  validationFailure: VALIDATION_FAILURE,
  coreFailure: CORE_FAILURE,
  coolAdminValidationFailure: COOL_ADMIN_VALIDATION_FAILURE,
  coolAdminNotFound: 404,
  /** Client-side: timeout or network error. */
  network: NETWORK,
  /** Client-side: the caller aborted the request. */
  aborted: ABORTED,
  /** Client-side: an upload or download failed on the network. */
  transferFailed: TRANSFER_FAILED,
} as const;

/** The message the client gives when the server's answer cannot be understood (contract §2). */
export const SERVICE_ERROR_MESSAGE = 'service error';
/** The message of an upload whose file cannot be read (spec §8). */
export const FILE_ERROR_MESSAGE = 'file error';

/**
 * Why a failure happened, where the code alone does not tell. `guestUnauthorized`: a call made
 * without a token was answered 401 — no session ended, so nobody should be sent to sign in for it.
 */
export type ApiErrorReason = 'guestUnauthorized';

/** What an {@link ApiError} is made from. */
export interface ApiErrorInit {
  code: number;
  message: string;
  /** The HTTP status of the answer, when there was one. */
  httpStatus?: number;
  /** The path of the call, e.g. `app/order/info/create`. */
  path?: string;
  /** For validation failures: the failing field, where known. */
  field?: string;
  /** Seconds to wait, from `Retry-After` (sent with a 429 or a 503). */
  retryAfter?: number;
  /** The envelope's `data`, if any. */
  data?: unknown;
  cause?: unknown;
  reason?: ApiErrorReason;
}

/**
 * The one error every SDK call rejects with: a business or validation failure from the server,
 * an HTTP failure, a network error, a timeout or an abort.
 * @example
 * try {
 *   await client.order.pay.accountPay({ orderId });
 * } catch (error) {
 *   if (error instanceof ApiError && error.code === ERROR_CODE.businessFailure) {
 *     toast(error.message); // e.g. 'Insufficient account balance, please recharge'
 *   }
 * }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  // Declared only: the constructor sets each one, in this order, so no field initialiser is emitted.
  declare readonly code: number;
  declare readonly httpStatus: number | undefined;
  declare readonly path: string | undefined;
  declare readonly field: string | undefined;
  declare readonly retryAfter: number | undefined;
  declare readonly data: unknown;
  declare readonly reason: ApiErrorReason | undefined;

  /** Builds the error from what the transport learnt: `code` and `message`, and what else it knows. */
  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.path = init.path;
    this.field = init.field;
    this.retryAfter = init.retryAfter;
    this.data = init.data;
    this.reason = init.reason;
  }

  /** The same failure with a reason attached. */
  withReason(reason: ApiErrorReason): ApiError {
    // `message` and `cause` are not enumerable, so they are named; the rest are own fields.
    return new ApiError({ ...this, message: this.message, cause: this.cause, reason });
  }

  /** Whether the server rejected a field (code 1002, or 422 from a cool-admin backend). */
  get isValidation(): boolean {
    return this.code === VALIDATION_FAILURE || this.code === COOL_ADMIN_VALIDATION_FAILURE;
  }

  /**
   * Whether the session is missing or no longer valid (HTTP 401) — not for a guest's 401 on a call
   * that needs no token (see {@link ApiError.isGuestUnauthorized}).
   */
  get isUnauthorized(): boolean {
    return this.httpStatus === 401 && this.reason !== 'guestUnauthorized';
  }

  /** Whether a call made without a token was answered 401: no session ended, do not ask to sign in. */
  get isGuestUnauthorized(): boolean {
    return this.reason === 'guestUnauthorized';
  }

  /** Whether the request never got an answer (timeout, network, transfer failure). */
  get isNetwork(): boolean {
    return this.code === NETWORK || this.code === TRANSFER_FAILED;
  }

  /** Whether the caller aborted the request. */
  get isAborted(): boolean {
    return this.code === ABORTED;
  }
}

/**
 * The `ApiError` a failure is: itself when it is one (every SDK call rejects with one), else one
 * with code 1003 wrapping it, so that code reading a failure (a machine's `context.error`: a fake
 * in a test, a bug in a provided actor) reads `message` the same way.
 * @example
 * toApiError(new Error('boom')).message; // 'boom'
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) {
    return error;
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ code: CORE_FAILURE, message, cause: error });
}
