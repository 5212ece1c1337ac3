import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCardKeysCommand } from '../cli/card-keys';
import { createServer } from '../create-server';
import { parseEnv } from '../env';
import { withdrawalQueue } from '../services/account-queue.service';
import { createOperator } from '../services/operator.service';
import { createShopper } from '../services/user.service';
import { addBookRow } from '../services/user-book.service';
import { startTestServer, TEST_DATABASES, type TestServer } from '../test-support/test-server';
import { cardKeyIdOf, cardKeyringOf, decryptCardNo } from './card-cipher';
import { rotateCardKeys, rotateTotpSecrets } from './card-rotation';
import { decryptTotpSecret } from './operator-secret';

const oldKey = `old:${randomBytes(32).toString('base64')}`;
const newKey = `new:${randomBytes(32).toString('base64')}`;

describe.each(TEST_DATABASES)('rotating the card keys on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database, { CARD_KEYS: oldKey });
  });
  afterAll(async () => {
    await test?.close();
  });

  /** The server's context as a process configured with `cardKeys` sees it. */
  const configured = (cardKeys: string) => ({
    ...test.server.context,
    env: { ...test.server.context.env, CARD_KEYS: cardKeys },
  });
  const keyIds = async () =>
    (await test.server.context.db.selectFrom('bank_card').select('card_no_enc').orderBy('id').execute()).map(
      (row) => cardKeyIdOf(row.card_no_enc),
    );

  it('re-encrypts every card under the first key, in batches, once; the old key can then go', async () => {
    const numbers = ['6222020200112233', '6222020200114455', '6222020200116677'];
    const withdrawals: number[] = [];
    for (const cardNo of numbers) {
      const { client } = await test.shopper({ balance: 100 });
      const { id } = await client.user.bankCard.add({ bankName: 'Bank of Tea', holderName: 'Alice', cardNo });
      withdrawals.push((await client.account.record.withdraw({ amount: 10, bankCardId: id })).id);
    }
    expect(await keyIds()).toEqual(['old', 'old', 'old']);
    const filter = { status: 0, page: 1, size: 100 };
    const payTo = async (cardKeys: string) =>
      (await withdrawalQueue(configured(cardKeys), filter)).list
        .filter((row) => withdrawals.includes(row.id))
        .map((row) => row.payTo?.cardNo);

    // Without the old key nothing reads yet (and the queue still answers, the numbers missing).
    expect(await payTo(newKey)).toEqual([null, null, null]);

    const both = `${newKey},${oldKey}`;
    const keyring = await cardKeyringOf(configured(both));
    expect(await rotateCardKeys(test.server.context.db, keyring, 2)).toEqual({
      keyId: 'new',
      rotated: 3,
      total: 3,
    });
    expect(await keyIds()).toEqual(['new', 'new', 'new']);
    // Idempotent: nothing left to move.
    expect(await rotateCardKeys(test.server.context.db, keyring, 2)).toEqual({
      keyId: 'new',
      rotated: 0,
      total: 3,
    });

    // The old key removed from the configuration: every card still reads, and none with the old one alone.
    expect(await payTo(newKey)).toEqual(numbers);
    expect(await payTo(oldKey)).toEqual([null, null, null]);
  });
  it("re-encrypts every operator's one-time-code secret under the first key, in batches, once", async () => {
    const operators = [
      await test.signInOperator('finance'),
      await test.signInOperator('admin'),
      await test.signInOperator('fulfilment'),
    ];
    const secrets = async () =>
      await test.server.context.db
        .selectFrom('operator')
        .select(['id', 'totp_secret_enc'])
        .where(
          'id',
          'in',
          operators.map((operator) => operator.id),
        )
        .orderBy('id')
        .execute();
    expect((await secrets()).map((row) => cardKeyIdOf(row.totp_secret_enc as string))).toEqual([
      'old',
      'old',
      'old',
    ]);
    const keyring = await cardKeyringOf(configured(`${newKey},${oldKey}`));
    const first = await rotateTotpSecrets(test.server.context.db, keyring, 2);
    expect(first.keyId).toBe('new');
    expect(first.rotated).toBeGreaterThanOrEqual(3);
    expect(first.rotated).toBe(first.total);
    expect(await rotateTotpSecrets(test.server.context.db, keyring, 2)).toEqual({
      keyId: 'new',
      rotated: 0,
      total: first.total,
    });
    const newOnly = await cardKeyringOf(configured(newKey));
    expect(
      (await secrets()).map((row) => [
        cardKeyIdOf(row.totp_secret_enc as string),
        decryptTotpSecret(newOnly, row.id, row.totp_secret_enc as string),
      ]),
    ).toEqual(operators.map((operator) => ['new', operator.totpSecret]));
  });
});

describe('mall-admin card-keys rotate', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'mall-card-keys-'));
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  /** A server on the embedded database in `dataDir` with `cardKeys`, for `work`, then closed. */
  async function withServer<T>(
    dataDir: string,
    cardKeys: string,
    work: (server: Awaited<ReturnType<typeof createServer>>) => Promise<T>,
  ): Promise<T> {
    const env = parseEnv({
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: '10',
      DATA_DIR: dataDir,
      CARD_KEYS: cardKeys,
    });
    const server = await createServer({ env });
    try {
      return await work(server);
    } finally {
      await server.close();
    }
  }

  /** The command as an operator runs it, with `variables` in its environment; what it printed. */
  async function rotate(variables: Record<string, string>): Promise<{ code: number; printed: string }> {
    const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
    Object.assign(process.env, variables);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const code = await runCardKeysCommand(['rotate']);
      return { code, printed: log.mock.calls.map((call) => call.join(' ')).join('\n') };
    } finally {
      log.mockRestore();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) {
          delete process.env[name];
        } else {
          process.env[name] = value;
        }
      }
    }
  }

  it("moves the cards and the operators' one-time-code secrets to the new key, once; they read with the new key alone", {
    timeout: 120_000,
  }, async () => {
    const dataDir = join(scratch, 'data');
    const cardNo = '6222020200998877';
    const { userId, operator } = await withServer(dataDir, oldKey, async (server) => {
      const id = await createShopper(server.context, { username: 'rotating' });
      await addBookRow(
        server.context,
        'bank_card',
        id,
        { bank_name: 'Bank of Tea', holder_name: 'Alice', card_no: cardNo },
        undefined,
      );
      const added = await createOperator(server.context, {
        name: 'rotating.finance',
        password: 'operator-secret-123',
        role: 'finance',
      });
      return { userId: id, operator: added };
    });
    const variables = { DATA_DIR: dataDir, DATABASE_URL: '', CARD_KEYS: `${newKey},${oldKey}` };
    expect(await rotate(variables)).toEqual({
      code: 0,
      printed: [
        '1 card(s) re-encrypted under key new; all 1 card(s) are under it',
        '1 operator one-time-code secret(s) re-encrypted under key new; all 1 are under it',
      ].join('\n'),
    });
    expect((await rotate(variables)).printed).toMatch(
      /^0 card\(s\) re-encrypted.*\n0 operator one-time-code secret\(s\) re-encrypted/,
    );
    await expect(runCardKeysCommand(['turn'])).rejects.toThrow(/card-keys rotate/);

    await withServer(dataDir, newKey, async (server) => {
      const row = await server.context.db
        .selectFrom('bank_card')
        .select('card_no_enc')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(cardKeyIdOf(row.card_no_enc)).toBe('new');
      const keyring = await cardKeyringOf(server.context);
      expect(decryptCardNo(keyring, userId, row.card_no_enc)).toBe(cardNo);
      const secret = await server.context.db
        .selectFrom('operator')
        .select('totp_secret_enc')
        .where('id', '=', operator.id)
        .executeTakeFirstOrThrow();
      expect(cardKeyIdOf(secret.totp_secret_enc as string)).toBe('new');
      expect(decryptTotpSecret(keyring, operator.id, secret.totp_secret_enc as string)).toBe(
        operator.totpSecret,
      );
    });
  });
});
