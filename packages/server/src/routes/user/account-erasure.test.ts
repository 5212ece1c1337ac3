import { randomInt } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoods } from '../../test-support/fixtures';
import { invariantViolations } from '../../test-support/invariants';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

/** A real 1×1 RGB PNG. */
function png(): Buffer {
  const chunk = (type: string, data: Uint8Array) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', new Uint8Array()),
  ]);
}

describe.each(TEST_DATABASES)('erasing personal data at logoff on %s', (database) => {
  let test: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mall-erasure-'));
    test = await startTestServer(database, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await test?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const db = () => test.server.database.db;

  async function smsCode(phone: string, purpose: 'login' | 'bindPhone'): Promise<string> {
    const client = test.client();
    const { captchaId } = await client.user.login.captcha({});
    const { answer } = await test.operator<{ answer: string }>('captcha/answer', { captchaId }, 'GET');
    await client.user.login.smsCode({ phone, countryCode: '+86', captchaId, code: answer, purpose });
    return (await test.operator<{ code: string }>('sms/last', { phone }, 'GET')).code;
  }

  /** Every row of every table but the append-only operator trail, as text. */
  async function wholeDatabase(): Promise<string> {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'operator_audit'`.execute(
      db(),
    );
    const texts: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(db());
      texts.push(...rows.rows.map((row) => `${name}: ${row.row}`));
    }
    return texts.join('\n');
  }

  it('refuses to close an account the shop still owes a refund or a withdrawal; then erases its personal data, keeps orders and the ledger adding up, and frees phone and username', async () => {
    const mark = `q${randomInt(1e8, 1e9)}`;
    const phone = `135${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    const { client: signedIn, userId, username } = await test.shopper({ balance: 500, username: `u${mark}` });
    await signedIn.user.info.bindPhone({
      phone,
      countryCode: '+86',
      code: await smsCode(phone, 'bindPhone'),
    });
    // The bind signed every device out: sign in again with the new phone.
    const client = test.client();
    await client.user.login.phone({ phone, countryCode: '+86', smsCode: await smsCode(phone, 'login') });

    const avatarUrl = await client.upload(new Blob([new Uint8Array(png())], { type: 'image/png' }));
    const avatarPath = avatarUrl.slice(avatarUrl.indexOf('/uploads/') + '/uploads/'.length);
    await access(join(dataDir, 'uploads', avatarPath));
    await client.user.info.updatePerson({ nickName: `Nick ${mark}`, avatarUrl });
    const { id: addressId } = await client.user.address.add({
      contact: `Contact ${mark}`,
      phone: '13712345678',
      countryCode: '+86',
      province: 'Zhejiang',
      city: 'Hangzhou',
      district: 'Xihu',
      address: `Street ${mark}`,
    });
    const { id: bankCardId } = await client.user.bankCard.add({
      bankName: 'Bank of Tea',
      holderName: `Holder ${mark}`,
      cardNo: '6222 0202 0011 2233',
    });
    await client.goods.searchKeyword.add({ name: `keyword ${mark}` });
    await client.feedback.submit({ type: 1, content: 'The search is slow', contact: `wechat ${mark}` });
    const session = await client.cs.session.create();
    await test.operator('cs/reply', { sessionId: session.id, content: `Hello ${mark}` });
    const { goodsId, specIds } = await createGoods(db(), {
      title: 'Green tea',
      specs: [{ name: '100 g', price: 1999, stock: 10 }],
    });
    const order = await client.order.info.create({
      goodsList: [{ goodsId, specId: specIds[0]!, count: 2 }],
      addressId,
      remark: `Remark ${mark}`,
    });
    await client.order.pay.accountPay({ orderId: order.id });
    await client.order.info.refund({
      orderId: order.id,
      reason: 'Changed my mind',
      remark: `Refund ${mark}`,
    });
    const requested = await client.account.record.withdraw({ amount: 30, bankCardId });

    // While the shop still owes the shopper a refund and a withdrawal, the account stays open and
    // keeps everything they need.
    await expect(client.user.info.logoff()).rejects.toMatchObject({ code: 1001 });
    expect(await wholeDatabase()).toContain(`Street ${mark}`);
    expect((await client.user.info.person()).status).toBe(1);
    await test.operator('order/refund/approve', { orderId: order.id });
    await test.operator('order/refund/complete', { orderId: order.id });
    await test.operator('withdrawal/approve', { id: requested.id });

    const before = await wholeDatabase();
    for (const personal of [
      username,
      phone,
      `Nick ${mark}`,
      avatarPath,
      `Street ${mark}`,
      `Holder ${mark}`,
    ]) {
      expect(before).toContain(personal);
    }
    const ledgerBefore = await db()
      .selectFrom('ledger')
      .select(['id', 'type', 'amount', 'balance_after'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const balanceBefore = (await client.user.info.person()).balance;

    await client.user.info.logoff();

    const after = await wholeDatabase();
    expect(after.split('\n').filter((line) => line.includes(mark))).toEqual([]);
    expect(after).not.toContain(phone);
    expect(after).not.toContain(avatarPath);
    await expect(access(join(dataDir, 'uploads', avatarPath))).rejects.toMatchObject({ code: 'ENOENT' });
    const user = await db()
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      status: 2,
      username: null,
      phone: null,
      country_code: null,
      password_hash: null,
      nick_name: '',
      avatar_url: '',
    });
    // The books: the order, its lines and money as they were, the ledger untouched but for the card
    // holder, the balance the sum of the ledger.
    const kept = await db()
      .selectFrom('shop_order')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ pay_price: 3998, remark: '' });
    expect(kept.address).toEqual({
      contact: '',
      phone: '',
      countryCode: null,
      address: '',
      province: 'Zhejiang',
      city: 'Hangzhou',
      district: 'Xihu',
    });
    expect(
      await db()
        .selectFrom('ledger')
        .select(['id', 'type', 'amount', 'balance_after'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ).toEqual(ledgerBefore);
    const withdrawal = await db()
      .selectFrom('ledger')
      .select('bank_card')
      .where('user_id', '=', userId)
      .where('type', '=', 'withdrawal')
      .executeTakeFirstOrThrow();
    expect(withdrawal.bank_card).toMatchObject({
      bankName: 'Bank of Tea',
      cardNo: expect.stringMatching(/2233$/),
    });
    expect(withdrawal.bank_card).not.toHaveProperty('holderName');
    expect(user.balance / 100).toBe(balanceBefore);
    expect(await invariantViolations(db())).toEqual([]);

    // Phone and username are free: the number signs up anew, the name can be taken again.
    const newcomer = test.client();
    await newcomer.user.login.phone({
      phone,
      countryCode: '+86',
      smsCode: await smsCode(phone, 'login'),
      agree: true,
    });
    const person = await newcomer.user.info.person();
    expect(person.id).not.toBe(userId);
    expect(person.phone).toBe(phone);
    await test.operator('user/add', { username, password: 'secret123' });
  });

  it('erases nothing of another shopper', async () => {
    const stays = await test.shopper();
    const { id: addressId } = await stays.client.user.address.add({
      contact: 'Stays',
      phone: '13712345678',
      countryCode: '+86',
      province: 'Zhejiang',
      city: 'Hangzhou',
      district: 'Xihu',
      address: '2 Tea Road',
    });
    const leaves = await test.shopper();
    await leaves.client.user.address.add({
      contact: 'Leaves',
      phone: '13712345679',
      countryCode: '+86',
      province: 'Zhejiang',
      city: 'Hangzhou',
      district: 'Xihu',
      address: '3 Tea Road',
    });
    await leaves.client.user.info.logoff();
    expect(await stays.client.user.address.info({ id: addressId })).toMatchObject({ contact: 'Stays' });
    expect((await stays.client.user.info.person()).username).toBe(stays.username);
  });
});
