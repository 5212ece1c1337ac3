import { z } from 'zod';
import { parseCardKeys } from './crypto/card-cipher';

const positiveInteger = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The server's environment, parsed once at boot (a bad value stops the start with a clear message). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the embedded database and local uploads live. */
  DATA_DIR: z.string().min(1).default('./.data'),
  /** `postgres://...` runs on a PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * `demo` loads the demo shop on start (safe to repeat); `scale` loads it and then a shop at
   * scale (PostgreSQL; see seed/scale-seed.ts), sized by the MALL_SCALE_* variables.
   */
  MALL_SEED: z.enum(['demo', 'scale', 'none']).default('none'),
  /** Goods of `MALL_SEED=scale` (default 100 000). */
  MALL_SCALE_GOODS: z.coerce.number().int().positive().optional(),
  /** Shoppers of `MALL_SEED=scale` (default a tenth of the goods, at least 100). */
  MALL_SCALE_SHOPPERS: z.coerce.number().int().min(2).optional(),
  /** Orders of `MALL_SEED=scale` (default ten per goods item, at least 20 000). */
  MALL_SCALE_ORDERS: z.coerce.number().int().positive().optional(),
  /**
   * The service account's credential (every permission; automation, tests, making the first
   * admin): a call carrying it in `Authorization` acts as `service` and is audited like an
   * operator's. Named operators sign in instead (`operator/login`).
   */
  OPERATOR_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long an operator's sign-in lasts, in seconds (8 hours by default). */
  OPERATOR_SESSION_TTL: positiveInteger(8 * 3600),
  /**
   * Who must sign in with a one-time code (RFC 6238): `money` (the default) the roles that move
   * money or make operators, `all` every operator.
   */
  OPERATOR_MFA: z.enum(['money', 'all']).default('money'),
  /** `info` by default; `debug`, `warn`, `error`, `silent`. */
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Where the Prometheus metrics are served (`GET /metrics`), on a port of their own and never the
   * shoppers'; unset, they are not served. Bound to `METRICS_HOST` (`127.0.0.1` by default).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The access-token signing secret. Required with NODE_ENV=production; elsewhere generated once
   * and stored in the database when absent (development and tests only).
   */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Secrets access tokens were signed with before `JWT_SECRET` was changed, separated by commas:
   * they only verify (each token names its key by `kid`), so sessions survive a rotation; drop one
   * once `ACCESS_TOKEN_TTL` has passed since the change.
   */
  JWT_PREVIOUS_SECRETS: z
    .string()
    .refine((text) => text.split(',').every((secret) => secret.trim().length >= 32), {
      message: 'each secret must be at least 32 characters',
    })
    .optional(),
  /**
   * The keys bank card numbers are encrypted with at rest (AES-256-GCM, `crypto/card-cipher.ts`):
   * `id:base64key` pairs of 32-byte keys separated by commas, the first encrypting, the others
   * only reading until `mall-admin card-keys rotate` has moved every card off them. Required with
   * NODE_ENV=production; elsewhere a key is generated once and stored in the database when absent.
   */
  CARD_KEYS: z
    .string()
    .superRefine((text, context) => {
      try {
        parseCardKeys(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message.replace(/^CARD_KEYS: /, '') });
      }
    })
    .optional(),
  ACCESS_TOKEN_TTL: positiveInteger(24 * 3600),
  REFRESH_TOKEN_TTL: positiveInteger(30 * 24 * 3600),
  /** A session (a refresh-token family) ends this many days after its sign-in, used or not. */
  SESSION_MAX_DAYS: positiveInteger(90),
  /** A session ends when it has not been refreshed for this many days. */
  SESSION_IDLE_DAYS: positiveInteger(30),
  ORDER_PAY_TIMEOUT_MINUTES: positiveInteger(30),
  ORDER_AUTO_CONFIRM_DAYS: positiveInteger(15),
  /** How often the background jobs (payment timeout, auto-confirm) look for work. */
  JOB_INTERVAL_SECONDS: positiveInteger(30),
  UPLOAD_MAX_BYTES: positiveInteger(5 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: positiveInteger(40_000_000),
  /** `local` (default) or `aws` (S3-compatible POST policy signing). */
  UPLOAD_MODE: z.enum(['local', 'aws']).default('local'),
  /** The public origin of the server, used for absolute upload URLs; default `http://HOST:PORT`. */
  PUBLIC_URL: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  /**
   * scrypt cost as log2(N). 17 (N = 131072, r = 8, p = 1) is the OWASP setting and the default;
   * tests lower it to stay fast, and a value below 17 is refused unless NODE_ENV is `test`.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where the app's built files are served from at `/`, when present. */
  APP_DIST_DIR: z.string().optional(),
  /**
   * On SIGTERM, how long the process keeps serving while `/ready` answers 503, so a load balancer
   * stops sending it requests before it stops listening; 0 (the default) stops listening at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /** On SIGTERM, how long requests in flight may take before their connections are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: positiveInteger(10),
  /**
   * How many reverse proxies in front of the server append the address they saw to
   * `X-Forwarded-For`. 0 (the default): per-address rate limits count by the TCP peer and ignore
   * the header, which any client can write. N: they count by the N-th entry from the right, the
   * address the outermost trusted proxy saw.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Who sends SMS codes: `aliyun` (Alibaba Cloud SMS) or `tencent` (Tencent Cloud SMS), configured
   * by the `SMS_*` variables below; `off` (no SMS: asking for a code is refused); or `dev` (sends
   * nothing, logs the code at debug and answers the operator's sms/captcha look-ups; refused with
   * NODE_ENV=production). Default `off` everywhere: the development sender is only ever chosen by
   * name (`npm start` and the test servers do).
   */
  SMS_SENDER: z.enum(['dev', 'aliyun', 'tencent', 'off']).default('off'),
  /** The provider's key: Alibaba Cloud AccessKey ID and secret, or Tencent Cloud SecretId and SecretKey. */
  SMS_ACCESS_KEY_ID: z.string().optional(),
  SMS_ACCESS_KEY_SECRET: z.string().optional(),
  /** Tencent Cloud only: the SMS application's SdkAppId. */
  SMS_SDK_APP_ID: z.string().optional(),
  /** The approved sign name, and the approved template's code (Alibaba Cloud) or ID (Tencent Cloud). */
  SMS_SIGN_NAME: z.string().optional(),
  SMS_TEMPLATE_CODE: z.string().optional(),
  /** Alibaba Cloud only: the template's variable that takes the code (Tencent Cloud fills `{1}`). */
  SMS_TEMPLATE_PARAM: z
    .string()
    .regex(/^\w{1,64}$/, 'must be a template variable name')
    .default('code'),
  /** The provider's endpoint (its public one by default; tests point it at a stand-in). */
  SMS_ENDPOINT: z.url().optional(),
  /** The provider's region (`cn-hangzhou` for Alibaba Cloud, `ap-guangzhou` for Tencent Cloud by default). */
  SMS_REGION: z.string().min(1).optional(),
  /**
   * Who may show the app in a frame (CSP `frame-ancestors`): `'self'` (default), `'none'`, or the
   * origins of the pages that embed it and send it `parentUrlChange`, e.g. `https://portal.example`.
   */
  FRAME_ANCESTORS: z
    .string()
    .regex(/^('self'|'none'|https?:\/\/[\w.-]+(:\d+)?)( ('self'|https?:\/\/[\w.-]+(:\d+)?))*$/, {
      message: "must be 'self', 'none' or origins separated by spaces",
    })
    .default("'self'"),
  /**
   * Pages of other origins whose scripts may open the chat socket, separated by spaces (e.g.
   * `https://m.example.com`). Default: none, so only the shop's own origin (the request's host)
   * connects; clients that send no `Origin` (apps, Node) are not browsers and are let through.
   */
  SOCKET_ORIGINS: z
    .string()
    .regex(/^https?:\/\/[\w.-]+(:\d+)?( https?:\/\/[\w.-]+(:\d+)?)*$/, {
      message: 'must be origins separated by spaces, e.g. https://m.example.com',
    })
    .optional(),
});

/** The parsed environment. */
export type Env = z.infer<typeof envSchema>;

/** Parses an environment; throws an Error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (`DATABASE_URL=`) means "not set".
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && !env.CARD_KEYS) {
    throw new Error(
      'Invalid environment:\n  CARD_KEYS: required with NODE_ENV=production (card numbers are encrypted with it; e.g. k1:$(openssl rand -base64 32))',
    );
  }
  if (env.PASSWORD_HASH_COST < 17 && env.NODE_ENV !== 'test') {
    throw new Error(
      'Invalid environment:\n  PASSWORD_HASH_COST: below 17 (the OWASP setting) is only allowed when NODE_ENV=test',
    );
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    throw new Error(
      'Invalid environment:\n  METRICS_PORT: must differ from PORT (the metrics are never served to shoppers)',
    );
  }
  const smsSender = env.SMS_SENDER;
  if (smsSender === 'dev' && env.NODE_ENV === 'production') {
    throw new Error(
      'Invalid environment:\n  SMS_SENDER: dev (codes only in the log) is refused with NODE_ENV=production; use aliyun, tencent or off',
    );
  }
  if (smsSender === 'aliyun' || smsSender === 'tencent') {
    const missing = (
      [
        'SMS_ACCESS_KEY_ID',
        'SMS_ACCESS_KEY_SECRET',
        ...(smsSender === 'tencent' ? (['SMS_SDK_APP_ID'] as const) : []),
        'SMS_SIGN_NAME',
        'SMS_TEMPLATE_CODE',
      ] as const
    ).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(`Invalid environment:\n  SMS_SENDER=${smsSender} needs ${missing.join(', ')}`);
    }
  }
  if (env.UPLOAD_MODE === 'aws') {
    const missing = (
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(`Invalid environment:\n  UPLOAD_MODE=aws needs ${missing.join(', ')}`);
    }
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new Error(
      'Invalid environment:\n  JWT_SECRET: required with NODE_ENV=production (access tokens are signed with it; at least 32 characters, e.g. $(openssl rand -base64 48))',
    );
  }
  return env;
}
