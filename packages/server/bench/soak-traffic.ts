/**
 * The traffic of the soak run (`soak.ts`): virtual shoppers who each repeat, with think time, one of
 * the shop's journeys picked at random by weight. Every HTTP call, operator call and chat message is
 * timed by its kind; a 5xx answer or a journey that fails in any way is an error.
 */
import { randomBytes } from 'node:crypto';
import {
  addMoney,
  createMallClient,
  createMemoryStorage,
  type MallClient,
  toCents,
  toWireAmount,
} from '@mall/sdk';
import { io as connect } from 'socket.io-client';
import { renderSeedPng } from '../src/seed/seed-image';
import { operatorCall } from '../src/test-support/server-process';

/** Where the traffic reports what it does (the soak run's log). */
export interface CallRecorder {
  /** One call of `kind` answered after `milliseconds`. */
  record(kind: string, milliseconds: number): void;
  /** An answer with a 5xx status. */
  serverError(kind: string, status: number): void;
  /** A journey that failed, for any reason. */
  fail(journey: string, error: unknown): void;
  /** A journey that went through. */
  done(journey: string): void;
}

/** Times one call of `kind`. */
async function timed<T>(log: CallRecorder, kind: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  log.record(kind, performance.now() - started);
  return result;
}

/** A `fetch` that times every answer by its path and counts 5xx answers. */
function timedFetch(log: CallRecorder): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const kind = url.pathname.startsWith('/uploads/')
      ? 'GET /uploads/*'
      : url.pathname.replace('/api/app/', '');
    const started = performance.now();
    const response = await fetch(input, init);
    log.record(kind, performance.now() - started);
    if (response.status >= 500) {
      log.serverError(kind, response.status);
    }
    return response;
  };
}

interface Line {
  goodsId: number;
  specId: number;
  price: number;
}

/** What every shopper shares: the server, the catalogue and the call log. */
export interface SoakWorld {
  origin: string;
  log: CallRecorder;
  lines: Line[];
  keywords: string[];
  operator<T = unknown>(action: string, body: Record<string, unknown>): Promise<T>;
}

export interface Shopper {
  client: MallClient;
  token: string;
  addressId: number;
  bankCardId: number;
  sessionId: number | null;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
export const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

function newClient(world: SoakWorld): MallClient {
  return createMallClient({
    baseURL: `${world.origin}/api`,
    storage: createMemoryStorage(),
    fetch: timedFetch(world.log),
    locale: 'en',
  });
}

/** The demo catalogue's specs with ample stock (the run measures the shop, not selling out). */
export async function prepareWorld(origin: string, log: CallRecorder): Promise<SoakWorld> {
  const operator = <T>(action: string, body: Record<string, unknown>) =>
    timed(log, `admin/${action}`, () => operatorCall<T>(origin, action, body));
  const world: SoakWorld = { origin, log, lines: [], keywords: ['tea', 'cup', 'lamp'], operator };
  const guest = newClient(world);
  const { list } = await guest.goods.info.page({ page: 1, size: 50 });
  for (const row of list) {
    const detail = await guest.goods.info.info({ id: row.id });
    for (const spec of detail.specs ?? []) {
      world.lines.push({ goodsId: detail.id, specId: spec.id, price: spec.price });
      await operator('goods/stock', { specId: spec.id, stock: 1_000_000 });
    }
  }
  const hot = await guest.goods.searchKeyword.list({ hot: true });
  world.keywords.push(...hot.map((keyword) => keyword.name));
  return world;
}

const SPARE_ADDRESS = {
  contact: 'Soak',
  phone: '13800000000',
  countryCode: '+86',
  province: 'Zhejiang',
  city: 'Ningbo',
  district: 'Haishu',
  address: '2 Spare Road',
};

/** A shopper with a balance, an address and a bank card, signed in. */
export async function createShopper(world: SoakWorld, index: number): Promise<Shopper> {
  const username = `soak${index}x${randomBytes(3).toString('hex')}`;
  await world.operator('user/add', { username, password: 'secret123', balance: 100_000 });
  const client = newClient(world);
  await client.user.login.password({ phone: username, password: 'secret123' });
  const { id: addressId } = await client.user.address.add({ ...SPARE_ADDRESS, address: '1 Load Road' });
  const { id: bankCardId } = await client.user.bankCard.add({
    bankName: 'Bank of Soak',
    holderName: 'Soak Shopper',
    cardNo: '6222020200112233445',
  });
  const token = (await client.session.read())!.token;
  return { client, token, addressId, bankCardId, sessionId: null };
}

/** Orders 1–3 lines (a settled cart), with a usable coupon half of the time; pays unless told not to. */
async function order(world: SoakWorld, shopper: Shopper, pay = true) {
  const { client } = shopper;
  const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick(world.lines));
  const unique = [...new Map(lines.map((line) => [line.specId, line])).values()];
  const goodsList = unique.map((line) => ({ goodsId: line.goodsId, specId: line.specId, count: 1 }));
  const goodsTotal = toWireAmount(addMoney(...unique.map((line) => toCents(line.price))));
  const coupons = await client.coupon.user.list({ status: 0, goodsTotal });
  const coupon = Math.random() < 0.5 ? coupons.find((candidate) => candidate.available) : undefined;
  const created = await client.order.info.create({
    goodsList,
    addressId: shopper.addressId,
    ...(coupon ? { couponId: coupon.couponId } : {}),
  });
  if (pay) {
    await client.order.pay.accountPay({ orderId: created.id });
  }
  return created;
}

async function expectStatus(client: MallClient, orderId: number, status: number): Promise<void> {
  const detail = await client.order.info.info({ id: orderId });
  if (detail.status !== status) {
    throw new Error(`order ${orderId} is in status ${detail.status}, expected ${status}`);
  }
}

/** Opens the chat socket, sends 1–3 messages (acknowledged), half the time awaits an agent reply. */
async function chat(world: SoakWorld, shopper: Shopper): Promise<void> {
  shopper.sessionId ??= (await shopper.client.cs.session.create()).id;
  const sessionId = shopper.sessionId;
  const socket = connect(`${world.origin}/cs`, {
    auth: { token: shopper.token, language: 'en' },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  try {
    await timed(
      world.log,
      'socket /cs connect',
      () =>
        new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        }),
    );
    for (let count = 1 + Math.floor(Math.random() * 3); count > 0; count -= 1) {
      const content = { type: 'text', data: `Where is my parcel? ${randomBytes(4).toString('hex')}` };
      const ack = await timed(world.log, 'socket /cs send', () =>
        socket.timeout(30_000).emitWithAck('send', { sessionId, content }),
      );
      if ((ack as { code: number }).code !== 1000) {
        throw new Error(`chat send answered ${JSON.stringify(ack)}`);
      }
      await pause(200 + Math.random() * 800);
    }
    if (Math.random() < 0.5) {
      const text = `On its way ${randomBytes(4).toString('hex')}`;
      const pushed = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no agent reply pushed within 30 s')), 30_000);
        socket.on('msg', (message: { type: number; content: { data: unknown } }) => {
          if (message.type === 1 && message.content.data === text) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      await timed(world.log, 'socket /cs reply pushed', async () => {
        await world.operator('cs/reply', { sessionId, content: text });
        await pushed;
      });
    }
  } finally {
    socket.disconnect();
  }
  await shopper.client.cs.msg.page({ sessionId, page: 1, size: 20 });
  await shopper.client.cs.msg.unreadCount();
}

type Journey = (world: SoakWorld, shopper: Shopper) => Promise<void>;

/** What a shopper does in one go, by name. */
export const JOURNEYS = {
  async browse(_world, { client }) {
    await client.banner.list();
    await client.goods.type.list();
    await client.goods.recommend.list({ size: 10 });
    const order = pick(['sold', 'price', 'createTime'] as const);
    await client.goods.info.page({
      page: pick([1, 2]),
      size: 20,
      order,
      sort: pick(['asc', 'desc'] as const),
    });
  },
  async search(world, { client }) {
    const keyWord = pick(world.keywords);
    await client.goods.searchKeyword.list({ hot: true });
    await client.goods.info.page({ page: 1, size: 20, keyWord });
    await client.goods.searchKeyword.add({ name: keyWord });
    const history = await client.goods.searchKeyword.list();
    if (history.length > 8) {
      await client.goods.searchKeyword.delete({ ids: history.map((entry) => entry.id) });
    }
  },
  async 'goods detail'(world, { client }) {
    const { goodsId } = pick(world.lines);
    await client.goods.info.info({ id: goodsId });
    await client.goods.spec.list({ goodsId });
    await client.goods.comment.page({ goodsId, page: 1, size: 10 });
  },
  async 'order and pay'(world, shopper) {
    const created = await order(world, shopper);
    await expectStatus(shopper.client, created.id, 1);
    await shopper.client.order.info.page({ page: 1, size: 10 });
  },
  async 'order, change, cancel'(world, shopper) {
    const created = await order(world, shopper, false);
    await shopper.client.order.info.update({ id: created.id, remark: 'leave at the door' });
    await shopper.client.order.info.cancel({ orderId: created.id, remark: 'changed my mind' });
    await expectStatus(shopper.client, created.id, 7);
  },
  async 'refund approved'(world, shopper) {
    const created = await order(world, shopper);
    await shopper.client.order.info.refund({ orderId: created.id, reason: 'no longer needed' });
    await world.operator('order/refund/approve', { orderId: created.id });
    await world.operator('order/refund/complete', { orderId: created.id });
    await expectStatus(shopper.client, created.id, 6);
  },
  async repurchase(world, shopper) {
    const created = await order(world, shopper);
    await shopper.client.order.pay.buyBack({ orderId: created.id });
    await world.operator('order/buyBack/approve', { orderId: created.id });
    await expectStatus(shopper.client, created.id, 9);
  },
  async 'delivery and review'(world, shopper) {
    const { client } = shopper;
    const created = await order(world, shopper);
    await world.operator('order/ship', { orderId: created.id, company: 'SF', num: `SF${created.id}` });
    await client.order.info.logistics({ orderId: created.id });
    await client.order.info.confirm({ orderId: created.id });
    // One review per goods of the order (two specs of one goods are reviewed together).
    for (const goodsId of new Set(created.goodsList.map((line) => line.goodsId))) {
      await client.goods.comment.submit({
        orderId: created.id,
        goodsId,
        starCount: 5,
        content: 'Arrived fast',
      });
    }
    await expectStatus(client, created.id, 4);
  },
  async 'recharge and withdrawal'(world, { client, bankCardId }) {
    const recharge = await client.account.record.append({ amount: 20 });
    await world.operator('recharge/approve', { id: recharge.id });
    const withdrawal = await client.account.record.withdraw({ amount: 10, bankCardId });
    const decision = pick(['withdrawal/approve', 'withdrawal/refuse']);
    await world.operator(decision, { id: withdrawal.id, reason: 'card check' });
    await client.account.record.page({ page: 1, size: 20 });
  },
  async coupon(world, { client }) {
    const offers = await client.coupon.info.page({ page: 1, size: 20 });
    let couponId = offers.list.find((offer) => !offer.received && offer.receivedNum < offer.num)?.id;
    if (couponId === undefined) {
      // The shopper holds every offer on the first page: the merchant puts a new one on offer.
      const now = Date.now();
      ({ id: couponId } = await world.operator<{ id: number }>('coupon/add', {
        title: `Soak ${randomBytes(2).toString('hex')}`,
        amount: 1,
        condition: { fullAmount: 10 },
        num: 1_000,
        startTime: new Date(now - 3600_000).toISOString(),
        endTime: new Date(now + 30 * 24 * 3600_000).toISOString(),
      }));
    }
    await client.coupon.user.receive({ couponId });
    await client.coupon.user.page({ page: 1, size: 20, status: 0 });
  },
  async 'address and bank card edits'(_world, { client, addressId, bankCardId }) {
    await client.user.address.update({
      id: addressId,
      address: `${Math.ceil(Math.random() * 99)} Load Road`,
    });
    const { id } = await client.user.address.add({ ...SPARE_ADDRESS });
    await client.user.address.list();
    await client.user.address.delete({ ids: [id] });
    await client.user.bankCard.update({
      id: bankCardId,
      holderName: `Soak ${randomBytes(2).toString('hex')}`,
    });
    await client.user.info.updatePerson({ nickName: `soaker ${randomBytes(2).toString('hex')}` });
    await client.user.info.person();
  },
  chat,
  async upload(world, { client }) {
    const png = renderSeedPng({ width: 96, height: 96, hue: 200, shape: 'circle', variant: 1 });
    const file = new Blob([new Uint8Array(png)], { type: 'image/png' });
    const url = await client.upload(file, { fileName: 'me.png' });
    const answer = await timedFetch(world.log)(url);
    if (!answer.ok) {
      throw new Error(`the uploaded picture answered ${answer.status}`);
    }
    await answer.arrayBuffer();
    await client.user.info.updatePerson({ avatarUrl: url });
  },
  async 'my orders and ledger'(_world, { client }) {
    await client.order.info.userCount();
    await client.order.info.page({ page: 1, size: 10, status: pick([0, 1, 2, 3, 4] as const) });
    await client.order.info.page({ page: 1, size: 10, afterSale: true });
    await client.account.record.page({ page: 1, size: 20 });
  },
} satisfies Record<string, Journey>;
