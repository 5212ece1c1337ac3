import { randomUUID } from 'node:crypto';

/** One call of the operator API as the CLI makes it. */
export interface OperatorCall {
  baseUrl: string;
  /** A session token or the service account's `OPERATOR_TOKEN`; none for signing in. */
  token?: string | undefined;
  name: string;
  method: 'GET' | 'POST';
  input: Record<string, unknown>;
  /**
   * The action takes an `Idempotency-Key` (it moves money or stock): one is sent (`key`, else a
   * fresh UUID) and the call is retried once with the same key after a network error or a 5xx.
   */
  idempotent?: boolean | undefined;
  key?: string | undefined;
  /** How long to wait for an answer (default 30 s). */
  timeoutMs?: number;
  /** The pause before the retry (default 500 ms). */
  retryDelayMs?: number;
}

/** The server refused a call: its message, the HTTP status and the envelope's code. */
export class OperatorCallError extends Error {
  override name = 'OperatorCallError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | undefined,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** The server could not be reached, or did not answer with an envelope. */
export class OperatorNetworkError extends Error {
  override name = 'OperatorNetworkError';
}

interface Envelope {
  code: number;
  message: string;
  data?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof (value as Envelope | null)?.code === 'number';
}

/** The query string of a GET: each field as text, objects as JSON, nothing for `undefined`. */
export function queryOf(input: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) {
      query.set(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

async function once(call: OperatorCall, key: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', language: 'en' };
  if (call.token) {
    headers.authorization = `Bearer ${call.token}`;
  }
  if (key) {
    headers['idempotency-key'] = key;
  }
  const query = call.method === 'GET' ? queryOf(call.input) : '';
  return fetch(`${call.baseUrl}/api/admin/${call.name}${query}`, {
    method: call.method,
    headers,
    body: call.method === 'POST' ? JSON.stringify(call.input) : undefined,
    signal: AbortSignal.timeout(call.timeoutMs ?? 30_000),
  });
}

/** Whether a failure may be tried again: no answer at all, or the server's (or a gateway's) 5xx. */
function retryable(outcome: Response | Error): boolean {
  return outcome instanceof Error || outcome.status >= 500;
}

/**
 * Calls an operator action and resolves its `data`. A refusal rejects with
 * {@link OperatorCallError} (the server's message in English); no server, or no envelope, with
 * {@link OperatorNetworkError}. Reads (GET) and idempotent actions are retried once after a
 * network error or a 5xx, the latter with the same `Idempotency-Key`, so a retried approval
 * answers the first one's answer and never credits twice. Other writes are never retried: the
 * server may have done them.
 */
export async function callOperator(call: OperatorCall): Promise<unknown> {
  const key = call.idempotent ? (call.key ?? randomUUID()) : undefined;
  const mayRetry = call.method === 'GET' || Boolean(call.idempotent);
  let outcome: Response | Error = await once(call, key).catch((error: Error) => error);
  if (mayRetry && retryable(outcome)) {
    await new Promise((resolve) => setTimeout(resolve, call.retryDelayMs ?? 500));
    outcome = await once(call, key).catch((error: Error) => error);
  }
  if (outcome instanceof Error) {
    const cause = (outcome as Error & { cause?: { code?: string; message?: string } }).cause;
    throw new OperatorNetworkError(
      `no answer from ${call.baseUrl}: ${cause?.code ?? cause?.message ?? outcome.message}`,
    );
  }
  const text = await outcome.text();
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new OperatorNetworkError(
      `${call.baseUrl} answered ${outcome.status} without an operator API answer: ${text.slice(0, 200)}`,
    );
  }
  if (!isEnvelope(envelope)) {
    throw new OperatorNetworkError(`${call.baseUrl} answered ${outcome.status} with ${text.slice(0, 200)}`);
  }
  if (envelope.code !== 1000 || !outcome.ok) {
    throw new OperatorCallError(envelope.message, outcome.status, envelope.code, envelope.data);
  }
  return envelope.data;
}

/** Whether a server answers at the address at all (any HTTP answer counts). */
export async function serverAnswers(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/api/app/base/comm/eps`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}
