import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createGoods } from '../../test-support/fixtures';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

describe.each(TEST_DATABASES)('goods reviews on %s', (database) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(database);
  });
  afterAll(async () => {
    await test?.close();
  });

  const db = () => test.server.context.db;

  /** A shopper's received order of two goods, waiting for their reviews. */
  async function receivedOrder() {
    const shopper = await test.shopper({ balance: 1000 });
    const addressId = await createAddress(db(), shopper.userId);
    const tea = await createGoods(db(), {
      title: 'Green tea',
      specs: [{ name: '100 g', price: 1999, stock: 10 }],
    });
    const cup = await createGoods(db(), {
      title: 'Tea cup',
      specs: [{ name: 'white', price: 500, stock: 10 }],
    });
    const order = await shopper.client.order.info.create({
      goodsList: [
        { goodsId: tea.goodsId, specId: tea.specIds[0]!, count: 1 },
        { goodsId: cup.goodsId, specId: cup.specIds[0]!, count: 2 },
      ],
      addressId,
    });
    await shopper.client.order.pay.accountPay({ orderId: order.id });
    await test.operator('order/ship', { orderId: order.id, company: 'SF', num: 'SF1' });
    await shopper.client.order.info.confirm({ orderId: order.id });
    return {
      ...shopper,
      orderId: order.id,
      teaId: tea.goodsId,
      teaSpecId: tea.specIds[0]!,
      cupId: cup.goodsId,
    };
  }

  it('reviews an order line by line: each review joins its goods, the last completes the order', async () => {
    const { client, orderId, teaId, cupId } = await receivedOrder();
    const pics = ['http://mall.test/uploads/20260101/tea.png'];
    await client.goods.comment.submit({ orderId, goodsId: teaId, starCount: 5, content: 'Lovely tea', pics });
    const halfway = await client.order.info.info({ id: orderId });
    expect(halfway.status).toBe(ORDER_STATUS.waitingEvaluate);
    expect(halfway.goodsList.map((line) => [line.goodsId, line.isComment])).toEqual([
      [teaId, true],
      [cupId, false],
    ]);
    const page = await test.client().goods.comment.page({ goodsId: teaId, page: 1, size: 10 });
    expect(page.list).toEqual([
      expect.objectContaining({ goodsId: teaId, starCount: 5, content: 'Lovely tea', pics }),
    ]);
    await expect(
      client.goods.comment.submit({ orderId, goodsId: teaId, starCount: 4, content: 'Again' }),
    ).rejects.toMatchObject({ code: 1001, message: 'This item has already been reviewed' });

    await client.goods.comment.submit({ orderId, goodsId: cupId, starCount: 4, content: 'Nice cups' });
    expect((await client.order.info.info({ id: orderId })).status).toBe(ORDER_STATUS.completed);
  });

  it("refuses photos from elsewhere, orders not received yet and another shopper's order", async () => {
    const { client, orderId, teaId, teaSpecId } = await receivedOrder();
    await expect(
      client.goods.comment.submit({
        orderId,
        goodsId: teaId,
        starCount: 5,
        content: 'Lovely tea',
        pics: ['https://evil.example/x.png'],
      }),
    ).rejects.toMatchObject({ code: 1002, field: 'pics.0' });
    const other = await test.shopper({ balance: 1000 });
    await expect(
      other.client.goods.comment.submit({ orderId, goodsId: teaId, starCount: 1, content: 'Not mine' }),
    ).rejects.toMatchObject({ code: 1001, message: 'Not found' });
    const addressId = await createAddress(db(), other.userId);
    const unpaid = await other.client.order.info.create({
      goodsList: [{ goodsId: teaId, specId: teaSpecId, count: 1 }],
      addressId,
    });
    await expect(
      other.client.goods.comment.submit({
        orderId: unpaid.id,
        goodsId: teaId,
        starCount: 3,
        content: 'Early',
      }),
    ).rejects.toMatchObject({ code: 1001, message: 'The order cannot do this in its current status' });
    // Nothing refused left a review behind.
    expect((await test.client().goods.comment.page({ goodsId: teaId, page: 1, size: 10 })).list).toEqual([]);
  });
});
