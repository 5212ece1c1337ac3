import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMallClient, createMemoryStorage } from '@mall/sdk';
import { responseValidators } from '@mall/sdk/schemas';
import { Secret } from 'otpauth';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../cli/backup';
import { createServer, type MallServer } from '../create-server';
import { parseEnv } from '../env';
import { createPostgresDatabase, TEST_DATABASES, totpCodeAt } from '../test-support/test-server';

/**
 * A backup, read byte by byte, holds nothing that signs anyone in: the shop configured with its
 * production secrets (`JWT_SECRET`, `CARD_KEYS`, `OPERATOR_TOKEN`), a shopper signed in by
 * password and by SMS code with a refreshed session, an operator with a password, a one-time-code
 * secret and a session; then `mall-admin backup` as an operator runs it.
 */

const scratch = mkdtempSync(join(tmpdir(), 'mall-backup-secrets-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Every secret the shop saw, by what it is, in each form a reader could use it. */
type Secrets = Record<string, (string | Buffer)[]>;

interface Filled {
  secrets: Secrets;
  /** Text that must be in the backup: a backup that is not read right would hold none of it. */
  present: string[];
}

/** Drives the shop as its shoppers and operators would, and answers what it must not keep. */
async function fillShop(server: MallServer, operatorToken: string): Promise<Filled> {
  const fetchApp = (input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(server.app.fetch(new Request(input, init)));
  const operator = async <T>(name: string, body: Record<string, unknown> = {}, token = operatorToken) => {
    const get = name === 'captcha/answer' || name === 'sms/last';
    const query = get ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
    const response = await fetchApp(`http://mall.test/api/admin/${name}${query}`, {
      method: get ? 'GET' : 'POST',
      headers: {
        authorization: token,
        'content-type': 'application/json',
        language: 'en',
        'idempotency-key': randomUUID(),
      },
      body: get ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; message: string; data: T };
    expect(envelope.code, `${name}: ${envelope.message}`).toBe(1000);
    return envelope.data;
  };
  const client = () =>
    createMallClient({
      baseURL: 'http://mall.test/api',
      storage: createMemoryStorage(),
      fetch: fetchApp as typeof fetch,
      locale: 'en',
      responseValidators,
    });

  const username = `keeper${randomBytes(3).toString('hex')}`;
  const password = `pw${randomBytes(6).toString('hex')}9`;
  await operator('user/add', { username, password });
  const shopper = client();
  await shopper.user.login.password({ phone: username, password });
  const signedIn = (await shopper.session.read())!;
  const refreshed = await shopper.user.login.refreshToken({ refreshToken: signedIn.refreshToken });

  const phone = `136${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const { captchaId } = await client().user.login.captcha({});
  const { answer } = await operator<{ answer: string }>('captcha/answer', { captchaId });
  await client().user.login.smsCode({ phone, countryCode: '+86', captchaId, code: answer });
  const { code: smsCode } = await operator<{ code: string }>('sms/last', { phone });
  const bySms = client();
  await bySms.user.login.phone({ phone, countryCode: '+86', smsCode, agree: true });
  const smsSession = (await bySms.session.read())!;

  const operatorName = `keeper.admin${randomBytes(2).toString('hex')}`;
  const operatorPassword = `operator-${randomBytes(6).toString('hex')}`;
  const { totpSecret } = await operator<{ totpSecret: string }>('operator/add', {
    name: operatorName,
    password: operatorPassword,
    role: 'admin',
  });
  const { token: operatorSession } = await operator<{ token: string }>(
    'operator/login',
    { name: operatorName, password: operatorPassword, code: totpCodeAt(totpSecret, new Date()) },
    '',
  );
  // The session works: it is a secret worth keeping out.
  await operator('operator/me', {}, operatorSession).catch(() => undefined);

  const totpBytes = Buffer.from(Secret.fromBase32(totpSecret).bytes);
  return {
    secrets: {
      'access token': [signedIn.token, refreshed.token, smsSession.token],
      'refresh token': [signedIn.refreshToken, refreshed.refreshToken, smsSession.refreshToken],
      "shopper's password": [password],
      'SMS code': [smsCode],
      "operator's password": [operatorPassword],
      "operator's session": [operatorSession],
      'TOTP secret': [totpSecret, totpSecret.toLowerCase(), totpBytes, totpBytes.toString('hex')],
    },
    present: [username, operatorName, phone],
  };
}

/** Every file of the archive, unpacked; for pg_dump's compressed archive also its SQL text. */
function bytesOf(file: string, unpacked: string): Buffer {
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked);
  tar.x({ file, cwd: unpacked, sync: true });
  const parts: Buffer[] = [];
  for (const name of readdirSync(unpacked, { recursive: true }) as string[]) {
    const path = join(unpacked, name);
    if (statSync(path).isFile()) {
      parts.push(readFileSync(path));
      if (name.endsWith('.dump')) {
        parts.push(execFileSync('pg_restore', ['--file=-', path], { maxBuffer: 1 << 30 }));
      }
    }
  }
  return Buffer.concat(parts);
}

/** Where `secret` is in `bytes`; a short all-digit secret only where no digit stands beside it. */
function found(bytes: Buffer, secret: string | Buffer): boolean {
  if (typeof secret === 'string' && /^\d{1,8}$/.test(secret)) {
    return new RegExp(`(?<![0-9])${secret}(?![0-9])`).test(bytes.toString('latin1'));
  }
  return bytes.includes(secret);
}

async function backUp(variables: Record<string, string>, file: string): Promise<void> {
  const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  Object.assign(process.env, variables);
  try {
    expect(await runBackupCommand('backup', [file])).toBe(0);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) {
        delete process.env[name];
      } else {
        process.env[name] = value;
      }
    }
  }
}

const kinds = TEST_DATABASES.map((kind) => (kind === 'pglite' ? 'embedded' : 'PostgreSQL (pg_dump)'));

describe.each(kinds)('a backup of the %s database', (kind) => {
  it('holds no token, secret, key, password or code that signs a shopper or an operator in; password hashes only as scrypt', {
    timeout: 180_000,
  }, async () => {
    const dataDir = join(scratch, kind.replace(/\W+/g, '-'));
    const postgres = kind === 'embedded' ? null : await createPostgresDatabase('mall_backup_secrets');
    const jwtSecret = randomBytes(36).toString('base64url');
    const cardKey = randomBytes(32);
    const operatorToken = `service-${randomBytes(12).toString('hex')}`;
    const env = parseEnv({
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: '10',
      DATA_DIR: dataDir,
      // The development sender, so that the test can read the code a shopper was sent.
      SMS_SENDER: 'dev',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      JWT_SECRET: jwtSecret,
      CARD_KEYS: `main:${cardKey.toString('base64')}`,
      OPERATOR_TOKEN: operatorToken,
    });
    try {
      const server = await createServer({ env, log: quiet });
      let filled: Filled;
      let hashes: string[];
      try {
        filled = await fillShop(server, operatorToken);
        const db = server.context.db;
        hashes = [
          ...(await db
            .selectFrom('app_user')
            .select('password_hash')
            .where('password_hash', 'is not', null)
            .execute()),
          ...(await db.selectFrom('operator').select('password_hash').execute()),
        ].map((row) => String(row.password_hash));
      } finally {
        await server.close();
      }
      const file = join(scratch, `${kind.replace(/\W+/g, '-')}.tar.gz`);
      await backUp({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' }, file);
      const bytes = bytesOf(file, join(scratch, 'unpacked'));

      for (const text of filled.present) {
        expect(found(bytes, text), `the backup holds ${text}`).toBe(true);
      }
      expect(hashes.length).toBeGreaterThanOrEqual(2);
      for (const hash of hashes) {
        expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[^$]+\$[^$]+$/);
        expect(found(bytes, hash), 'the password hashes are in the backup, as scrypt').toBe(true);
      }
      const secrets: Secrets = {
        ...filled.secrets,
        'JWT secret': [jwtSecret],
        'card key': [cardKey, cardKey.toString('base64'), cardKey.toString('hex')],
        OPERATOR_TOKEN: [operatorToken],
      };
      const leaks = Object.entries(secrets).flatMap(([what, forms]) =>
        forms.filter((form) => found(bytes, form)).map((form) => `${what}: ${form.toString()}`),
      );
      // The pair a refresh rotated to is kept for a retry, sealed under the old token: not a leak.
      expect(leaks).toEqual([]);
    } finally {
      await postgres?.drop();
    }
  });
});
