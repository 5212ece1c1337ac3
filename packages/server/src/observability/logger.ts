import pino, { type DestinationStream } from 'pino';
import type { Env } from '../env';
import type { Logger } from '../server-context';

/**
 * Keys whose values never reach the log, at the top of a line's details or under one of
 * {@link REDACTED_PARENTS} (`{ input: { password } }`): credentials, tokens, one-time codes and
 * captcha answers, card numbers, the operator's and the signing secret. Bodies are never logged in
 * the first place; this is the net under that rule.
 */
export const REDACTED_KEYS = [
  'authorization',
  'cookie',
  'password',
  'payPassword',
  'oldPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'code',
  'verifyCode',
  'captchaCode',
  'smsCode',
  'cardNo',
  'secret',
  'totpSecret',
  'OPERATOR_TOKEN',
  'JWT_SECRET',
  'jwtSecret',
  'SMS_ACCESS_KEY_SECRET',
  'CARD_KEYS',
  'S3_SECRET_ACCESS_KEY',
  'payTo',
] as const;

/**
 * Where a redacted key is looked for below the top. Named rather than `*.key`: pino's wildcard
 * paths walk every key of every line and cost several times the line itself, named paths almost
 * nothing.
 */
export const REDACTED_PARENTS = [
  'input',
  'body',
  'query',
  'headers',
  'env',
  'details',
  'payload',
  'auth',
  'user',
];

/** pino `redact` paths: every key of {@link REDACTED_KEYS} at the top and under each parent. */
export const REDACTED_PATHS = REDACTED_KEYS.flatMap((key) => [
  key,
  ...REDACTED_PARENTS.map((parent) => `${parent}.${key}`),
]);

/** What a redacted value is written as. */
export const REDACTED = '[redacted]';

/** A {@link Logger} that also says whether a level is written (to skip building what is not). */
export interface MallLogger extends Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  enabled(level: 'debug' | 'info' | 'warn' | 'error'): boolean;
}

/**
 * The server's logger: pino, one JSON line per entry (`level` as its name, `time` in ISO 8601,
 * `message`, then the details), at `level` and above, to `destination` (stdout by default, written
 * synchronously, so a line logged before `process.exit` is not lost).
 */
export function createLogger(options: {
  level: Env['LOG_LEVEL'];
  destination?: DestinationStream;
}): MallLogger {
  const base = pino(
    {
      level: options.level,
      messageKey: 'message',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: REDACTED_PATHS,
        censor: REDACTED,
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') => (message: string, details?: Record<string, unknown>) => {
      if (details === undefined) {
        base[level](message);
      } else {
        base[level](details, message);
      }
    };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    enabled: (level) => base.isLevelEnabled(level),
  };
}

/**
 * An account name or phone number as the log shows it: enough to tell two apart in an incident,
 * not enough to learn either (`13812345678` -> `138******78`, `alice` -> `a****`).
 */
export function masked(value: string): string {
  const text = value.trim();
  if (text.length >= 7) {
    return `${text.slice(0, 3)}${'*'.repeat(text.length - 5)}${text.slice(-2)}`;
  }
  return text.length === 0 ? '' : `${text.slice(0, 1)}${'*'.repeat(text.length - 1)}`;
}
