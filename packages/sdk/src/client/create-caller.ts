import { CALLS, type CallDefinition, type CallPath } from '../calls/call-table';
import type { Session, TokenSet } from '../session/session';
import { type MallStorage, STORAGE_KEYS } from '../storage/storage';
import { ApiError, ERROR_CODE } from '../transport/api-error';
import type { Transport } from '../transport/transport';
import type { Caller, CallOptions } from './call';
import { newIdempotencyKey } from './idempotency-key';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, withRetries } from './retry';

/** A schema-like validator for responses (a zod schema fits; the core never imports zod). */
export interface ResponseValidator {
  /** Checks one response's data: `success` with the (possibly transformed) data, or the issues. */
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** What {@link createCaller} ties together. */
export interface CallerOptions {
  transport: Transport;
  session: Session;
  storage: MallStorage;
  responseValidators?: Partial<Record<CallPath, ResponseValidator>>;
  /** Retries of reads and idempotent calls; default {@link DEFAULT_RETRY_POLICY}. */
  retry?: RetryPolicy;
}

function stripPassword(person: unknown): unknown {
  if (typeof person !== 'object' || person === null) {
    return person;
  }
  // A cool-admin backend sends the password hash in `person`; it is never kept.
  const { password: _password, ...rest } = person as Record<string, unknown>;
  return rest;
}

function withDefaults(definition: CallDefinition, data: unknown): unknown {
  if (!definition.defaults || (data !== undefined && (typeof data !== 'object' || data === null))) {
    return data;
  }
  const given = (data ?? {}) as Record<string, unknown>;
  const missing = Object.entries(definition.defaults).filter(([key]) => given[key] === undefined);
  return missing.length === 0 ? data : { ...Object.fromEntries(missing), ...given };
}

function captchaAsDataUri(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null) {
    return answer;
  }
  const { data } = answer as { data?: unknown };
  if (typeof data !== 'string' || !data.trimStart().startsWith('<')) {
    return answer;
  }
  return { ...answer, data: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.trim())}` };
}

/**
 * The session-aware call: picks the token the call table asks for (refreshing once for any number
 * of concurrent callers), applies the 401 rules of the contract, validates the response when a
 * schema is given, and keeps the session in step with the calls the table marks `login`, `profile`
 * or `endsSession`.
 */
export function createCaller(options: CallerOptions): Caller {
  const { transport, session, storage } = options;

  async function tokenFor(path: CallPath): Promise<string | null> {
    const definition = CALLS[path];
    if (definition.auth === 'none') {
      return null;
    }
    if (definition.auth === 'optional') {
      // Guests may make these calls: a session that cannot be refreshed just sends none.
      return session.tokenForRequest().catch(() => null);
    }
    return session.tokenForRequest();
  }

  function validate(path: CallPath, data: unknown): unknown {
    const validator = options.responseValidators?.[path];
    if (!validator) {
      return data;
    }
    const result = validator.safeParse(data);
    if (result.success) {
      return result.data;
    }
    const issue = result.error.issues[0];
    const field = issue?.path.map(String).join('.') ?? '';
    throw new ApiError({
      code: ERROR_CODE.coreFailure,
      message: `invalid response from ${path}${field ? ` at ${field}` : ''}: ${issue?.message ?? 'unknown'}`,
      path,
      field: field || undefined,
      data,
    });
  }

  async function afterCall(definition: CallDefinition, data: unknown): Promise<void> {
    if (definition.login) {
      await session.save(data as TokenSet);
    } else if (definition.profile) {
      await storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(data));
    } else if (definition.endsSession) {
      await session.logout('user');
    }
  }

  return async function call<T>(path: CallPath, data?: unknown, callOptions: CallOptions = {}): Promise<T> {
    const definition: CallDefinition = CALLS[path];
    const body = withDefaults(definition, data);
    // One key for every attempt of this call, the 401 retry included.
    const headers = definition.idempotent
      ? { 'Idempotency-Key': callOptions.idempotencyKey ?? newIdempotencyKey() }
      : undefined;
    // Only what is safe to send again is retried: reads, and writes that carry their key.
    const policy =
      definition.read || definition.idempotent
        ? (options.retry ?? DEFAULT_RETRY_POLICY)
        : { attempts: 1, delayMs: 0 };
    const send = (token: string | null) =>
      withRetries(policy, callOptions.signal, path, () =>
        transport.send<unknown>({
          method: definition.method,
          path,
          data: body,
          headers,
          token,
          signal: callOptions.signal,
          timeout: callOptions.timeout,
          transfer: definition.transfer,
        }),
      );
    const token = await tokenFor(path);
    let result: unknown;
    try {
      result = await send(token);
    } catch (error) {
      if (!(error instanceof ApiError) || error.httpStatus !== 401 || definition.auth === 'none') {
        throw error;
      }
      if (token === null) {
        // No session was sent, so none ended: a cool-admin backend answers 401 to a guest on a
        // route it lacks, because its user middleware runs before routing (contract §14).
        throw error.withReason('guestUnauthorized');
      }
      const retryToken = await session.handleUnauthorized(token, error);
      try {
        result = await send(retryToken);
      } catch (second) {
        if (second instanceof ApiError && second.httpStatus === 401) {
          await session.handleUnauthorized(retryToken, second);
        }
        throw second;
      }
    }
    if (definition.profile) {
      result = stripPassword(result);
    }
    if (definition.captcha) {
      result = captchaAsDataUri(result);
    }
    const parsed = validate(path, result);
    await afterCall(definition, parsed);
    return parsed as T;
  };
}
