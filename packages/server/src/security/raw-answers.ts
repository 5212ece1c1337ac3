import { randomUUID } from 'node:crypto';
import { CALLS, type CallDefinition } from '@mall/sdk';
import type { TestServer } from '../test-support/test-server';

/** One shopper API answer as it came over HTTP, parsed by hand (no schema drops a field). */
export interface RawAnswer {
  path: string;
  status: number;
  code: number;
  message: string;
  data: unknown;
}

/** The call table's entry for `path`; throws when the table no longer lists it. */
export function callOf(path: string): CallDefinition {
  const definition = (CALLS as Record<string, CallDefinition | undefined>)[path];
  if (!definition) {
    throw new Error(`The call table (CALLS in @mall/sdk) no longer lists ${path}`);
  }
  return definition;
}

/**
 * Calls `path` of the shopper API as the call table describes it (GET input in the query, POST
 * input as JSON, an `Idempotency-Key` where the call takes one), straight through the app's
 * `fetch`, and answers the envelope exactly as it was sent.
 */
export async function rawCall(
  test: TestServer,
  path: string,
  options: { token?: string; input?: Record<string, unknown> } = {},
): Promise<RawAnswer> {
  const definition = callOf(path);
  const input = options.input ?? {};
  const headers: Record<string, string> = { language: 'en', accept: 'application/json' };
  if (options.token) {
    headers.authorization = options.token;
  }
  let query = '';
  let body: string | undefined;
  if (definition.method === 'GET') {
    const entries = Object.entries(input).map(([key, value]) => [key, String(value)]);
    query = entries.length > 0 ? `?${new URLSearchParams(entries)}` : '';
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input);
  }
  if (definition.idempotent) {
    headers['idempotency-key'] = randomUUID();
  }
  const response = await test.server.app.fetch(
    new Request(`http://mall.test/api/${path}${query}`, { method: definition.method, headers, body }),
  );
  const envelope = JSON.parse(await response.text()) as { code: number; message: string; data?: unknown };
  return {
    path,
    status: response.status,
    code: envelope.code,
    message: envelope.message,
    data: envelope.data,
  };
}

/** What must never appear in an answer. */
export interface Secrets {
  /** Stored password hashes (`app_user.password_hash`); their salt and key parts count too. */
  passwordHashes: string[];
  /** Tokens (access and refresh) of shoppers other than the one the answer is for. */
  foreignTokens: string[];
  /** Full bank card numbers, digits only. */
  cardNumbers: string[];
}

/** A key that names a password, a salt or a hash of one. */
const SECRET_KEY = /pass(?:word|wd)|pwd|salt|hash|secret/i;
/** The stored format of `auth/password.ts`, `scrypt$<cost>$<r>$<p>$<salt>$<key>`, with or without its tag. */
const SCRYPT_FORMAT = /scrypt\$|\$\d{1,2}\$\d{1,2}\$\d{1,2}\$[A-Za-z0-9_-]{16,}\$[A-Za-z0-9_-]{16,}/i;
/** A run of digits, single spaces or dashes allowed between them (`6222 0202 …`, `6222-0202-…`). */
const DIGIT_RUN = /\d(?:[ -]?\d)*/g;

/**
 * Every leak in `value`, as `<where>: <why>`. Walks every key and value, nested objects and arrays
 * included. `tokenKeysAllowed` is true for login answers, which carry the caller's own tokens.
 */
export function leaksIn(
  value: unknown,
  secrets: Secrets,
  options: { tokenKeysAllowed: boolean },
  where = '$',
): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => leaksIn(item, secrets, options, `${where}[${index}]`));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const here = `${where}.${key}`;
      const found: string[] = [];
      if (SECRET_KEY.test(key)) {
        found.push(`${here}: key names a password, salt or hash`);
      }
      if (!options.tokenKeysAllowed && /token/i.test(key)) {
        found.push(`${here}: key names a token outside a login answer`);
      }
      found.push(...stringLeaks(key, secrets).map((why) => `${here} (the key): ${why}`));
      return [...found, ...leaksIn(item, secrets, options, here)];
    });
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    return stringLeaks(String(value), secrets).map((why) => `${where}: ${why}`);
  }
  return [];
}

function stringLeaks(text: string, secrets: Secrets): string[] {
  const found: string[] = [];
  if (SCRYPT_FORMAT.test(text)) {
    found.push('looks like a scrypt hash');
  }
  for (const hash of secrets.passwordHashes) {
    const parts = hash.split('$');
    const pieces = [hash, parts[4], parts[5]].filter((piece): piece is string => (piece ?? '').length >= 16);
    if (pieces.some((piece) => text.includes(piece))) {
      found.push('holds a stored password hash, or its salt or key');
    }
  }
  if (secrets.foreignTokens.some((token) => text.includes(token))) {
    found.push('holds another shopper’s token');
  }
  for (const run of text.match(DIGIT_RUN) ?? []) {
    const digits = run.replace(/[ -]/g, '');
    if (digits.length >= 12 && secrets.cardNumbers.some((card) => digits.includes(card))) {
      found.push('holds a full card number');
    }
  }
  return found;
}
