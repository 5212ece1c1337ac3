import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardKeyringOf, decryptCardNo } from '../../crypto/card-cipher';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('bank cards on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const card = (cardNo: string, bankName = 'Bank of Tea') => ({ bankName, holderName: 'Alice', cardNo });

  it('masks every number but the last 4 digits, everywhere', async () => {
    const { client } = await test.shopper();
    const { id } = await client.user.bankCard.add(card('6222-0202-0011-2233'));
    const answers = [
      await client.user.bankCard.info({ id }),
      (await client.user.bankCard.list())[0],
      (await client.user.bankCard.page({ page: 1, size: 10 })).list[0],
      await client.user.bankCard.default(),
    ];
    for (const answer of answers) {
      expect(answer).toMatchObject({ id, cardNo: '**** **** **** 2233', bankName: 'Bank of Tea' });
      expect(JSON.stringify(answer)).not.toContain('6222');
    }
    // Stored encrypted, bound to its shopper, beside its last four digits; the digits alone, as sent.
    const stored = await test.server.context.db
      .selectFrom('bank_card')
      .select(['card_no_enc', 'card_last4', 'user_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.card_no_enc).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+:[\w-]+$/);
    expect(stored.card_no_enc).not.toContain('6222');
    expect(stored.card_last4).toBe('2233');
    const keyring = await cardKeyringOf(test.server.context);
    expect(decryptCardNo(keyring, stored.user_id, stored.card_no_enc)).toBe('6222020200112233');
  });

  it('makes the first card the default, lists the default first, and moves the default on request', async () => {
    const { client } = await test.shopper();
    expect(await client.user.bankCard.default()).toBeNull();
    const first = await client.user.bankCard.add(card('111122223333'));
    const second = await client.user.bankCard.add(card('444455556666'));
    expect((await client.user.bankCard.default())?.id).toBe(first.id);
    const third = await client.user.bankCard.add({ ...card('777788889999'), isDefault: true });
    let list = await client.user.bankCard.list();
    expect(list.map((item) => [item.id, item.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);
    await client.user.bankCard.update({ id: second.id, isDefault: true, bankName: 'River Bank' });
    list = await client.user.bankCard.list();
    expect(list.filter((item) => item.isDefault).map((item) => item.id)).toEqual([second.id]);
    expect(list[0]).toMatchObject({ id: second.id, bankName: 'River Bank', cardNo: '**** **** **** 6666' });
    const page = await client.user.bankCard.page({ page: 1, size: 2 });
    expect(page.pagination).toEqual({ page: 1, size: 2, total: 3 });
  });

  it('passes the default to the newest remaining card when the default is deleted', async () => {
    const { client } = await test.shopper();
    const first = await client.user.bankCard.add(card('111122223333'));
    const second = await client.user.bankCard.add(card('444455556666'));
    await client.user.bankCard.delete({ ids: [first.id] });
    expect(await client.user.bankCard.default()).toMatchObject({ id: second.id, isDefault: true });
    await client.user.bankCard.delete({ ids: [second.id] });
    expect(await client.user.bankCard.list()).toEqual([]);
    expect(await client.user.bankCard.default()).toBeNull();
  });

  it('keeps one default when cards are added at once', async () => {
    const { client } = await test.shopper();
    await Promise.all(
      Array.from({ length: 6 }, (_, index) => client.user.bankCard.add(card(`12345678900${index}`))),
    );
    const list = await client.user.bankCard.list();
    expect(list).toHaveLength(6);
    expect(list.filter((item) => item.isDefault)).toHaveLength(1);
  });

  it('validates the card number: 12-19 digits', async () => {
    const { client } = await test.shopper();
    await expect(client.user.bankCard.add(card('12345'))).rejects.toMatchObject({ code: 1002 });
    await expect(client.user.bankCard.add(card('12345678901234567890'))).rejects.toMatchObject({
      code: 1002,
    });
  });

  it('never lets another shopper read, change, default or delete a card', async () => {
    const owner = await test.shopper();
    const other = await test.shopper();
    const { id } = await owner.client.user.bankCard.add(card('999988887777'));
    await other.client.user.bankCard.add(card('555566667777'));
    const notFound = { code: 1001, message: 'Not found' };
    await expect(other.client.user.bankCard.info({ id })).rejects.toMatchObject(notFound);
    await expect(other.client.user.bankCard.update({ id, bankName: 'Stolen' })).rejects.toMatchObject(
      notFound,
    );
    await expect(other.client.user.bankCard.update({ id, isDefault: true })).rejects.toMatchObject(notFound);
    await expect(other.client.user.bankCard.delete({ ids: [id] })).rejects.toMatchObject(notFound);
    const mine = await other.client.user.bankCard.list();
    await expect(other.client.user.bankCard.delete({ ids: [mine[0]!.id, id] })).rejects.toMatchObject(
      notFound,
    );
    expect(await other.client.user.bankCard.list()).toHaveLength(1);
    expect(await owner.client.user.bankCard.info({ id })).toMatchObject({
      bankName: 'Bank of Tea',
      isDefault: true,
    });
    expect((await other.client.user.bankCard.list()).map((item) => item.id)).not.toContain(id);
  });
});
