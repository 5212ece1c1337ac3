import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMallClient, createMemoryStorage, type MallClient } from '@mall/sdk';
import { io, type Socket } from 'socket.io-client';
import { attachChat } from '../chat/chat-socket';
import type { Logger } from '../server-context';
import { createGoods } from '../test-support/fixtures';
import { OPERATOR_TOKEN, startTestServer, type TestServer, totpCodeAt } from '../test-support/test-server';

/** One answer the journey received over HTTP. */
export interface SeenAnswer {
  method: string;
  /** The path without the query. */
  path: string;
  status: number;
  requestId: string | null;
}

/** A test server listening on a port as `main.ts` serves it: the guest lane in front, chat on it. */
export interface Shop {
  test: TestServer;
  origin: string;
  /** Every answer a journey's request got, in order. */
  answers: SeenAnswer[];
  /** Node's `fetch`, recording each answer in {@link answers}. */
  fetch: typeof fetch;
  client(): MallClient;
  /** An operator action over HTTP with `OPERATOR_TOKEN`; resolves `data`, rejects on a failure. */
  operator<T = unknown>(name: string, body?: Record<string, unknown>, method?: 'GET' | 'POST'): Promise<T>;
  close(): Promise<void>;
}

export async function openShop(database: 'pglite' | 'postgres', log: Logger): Promise<Shop> {
  const test = await startTestServer(database, {}, { log });
  const http: Server = test.server.nodeServer('127.0.0.1');
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const chat = attachChat(http, test.server.context);
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const answers: SeenAnswer[] = [];
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    answers.push({
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      requestId: response.headers.get('x-request-id'),
    });
    return response;
  };
  const operator = async <T>(
    name: string,
    body: Record<string, unknown> = {},
    method: 'GET' | 'POST' = 'POST',
  ) => {
    const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
    const response = await recording(`${origin}/api/admin/${name}${query}`, {
      method,
      headers: {
        authorization: `Bearer ${OPERATOR_TOKEN}`,
        'content-type': 'application/json',
        ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
      },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    });
    const envelope = (await response.json()) as { code: number; message: string; data?: T };
    if (envelope.code !== 1000) {
      throw Object.assign(new Error(`${name}: ${envelope.message}`), { code: envelope.code });
    }
    return envelope.data as T;
  };
  return {
    test,
    origin,
    answers,
    fetch: recording,
    client: () =>
      createMallClient({
        baseURL: `${origin}/api`,
        storage: createMemoryStorage(),
        fetch: recording,
        locale: 'en',
      }),
    operator,
    async close() {
      await chat.close();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
      await test.close();
    },
  };
}

/** What a journey used and made: the secrets it must never find in the log, and its ids. */
export interface JourneyRecord {
  /** Passwords, tokens, the card number, the operator's token: long enough to search for as text. */
  secrets: string[];
  /** The captcha answer and the SMS code: short digits, searched for as whole values. */
  codes: string[];
  orderId: number;
  withdrawalId: number;
  chatSocket: Socket;
}

/**
 * A shopper's journey over HTTP: a captcha and an SMS sign-in (a wrong code first), a password
 * sign-in (a wrong password first), an address, a bank card, a recharge the operator approves,
 * guest reads, an order paid from the balance, a refund the operator approves and completes, a
 * withdrawal the operator approves, a token refresh, a refused access token and refresh token, a
 * live chat connection, and an unknown account signed in with wrong passwords until refused (429).
 */
export async function runJourney(shop: Shop): Promise<JourneyRecord> {
  const password = 'journey-Secret-9731';
  const wrongPassword = 'journey-Wrong-5518';
  const cardNo = '6222020277441199';
  const phone = '13912348765';
  const { goodsId, specIds } = await createGoods(shop.test.server.context.db, {
    title: 'Journey tea',
    specs: [{ name: '100 g', price: 1999, stock: 10 }],
  });
  const secrets = [password, wrongPassword, cardNo, OPERATOR_TOKEN];
  const codes: string[] = [];

  // Captcha + SMS sign-in, a wrong code first.
  const phoneClient = shop.client();
  const { captchaId } = await phoneClient.user.login.captcha({});
  const { answer } = await shop.operator<{ answer: string }>('captcha/answer', { captchaId }, 'GET');
  codes.push(answer);
  await phoneClient.user.login.smsCode({ phone, countryCode: '+86', captchaId, code: answer });
  const { code: smsCode } = await shop.operator<{ code: string }>('sms/last', { phone }, 'GET');
  codes.push(smsCode);
  const wrongCode = String((Number(smsCode) + 1) % 1_000_000).padStart(6, '0');
  await phoneClient.user.login
    .phone({ phone, countryCode: '+86', smsCode: wrongCode })
    .catch(() => undefined);
  const phoneTokens = await phoneClient.user.login.phone({ phone, countryCode: '+86', smsCode, agree: true });
  secrets.push(phoneTokens.token, phoneTokens.refreshToken);

  // A shopper made by the operator, signed in with a wrong password first.
  const username = `journey${Date.now().toString(36)}`;
  await shop.operator('user/add', { username, password });
  const client = shop.client();
  await client.user.login.password({ phone: username, password: wrongPassword }).catch(() => undefined);
  const tokens = await client.user.login.password({ phone: username, password });
  secrets.push(tokens.token, tokens.refreshToken);

  const address = await client.user.address.add({
    contact: 'Journey',
    phone: '13800138000',
    countryCode: '+86',
    province: 'Zhejiang',
    city: 'Hangzhou',
    district: 'Xihu',
    address: '1 Lake Road',
  });
  const card = await client.user.bankCard.add({ bankName: 'Bank of Tea', holderName: 'Journey', cardNo });
  const recharge = await client.account.record.append({ amount: 200 });
  await shop.operator('recharge/approve', { id: recharge.id });

  // Guest reads (the guest lane), then an order paid from the balance and refunded.
  await client.goods.info.page({ page: 1, size: 10 });
  await client.goods.info.info({ id: goodsId });
  const order = await client.order.info.create({
    goodsList: [{ goodsId, specId: specIds[0]!, count: 1 }],
    addressId: address.id,
  });
  await client.order.pay.accountPay({ orderId: order.id });
  await client.order.info.refund({ orderId: order.id, reason: 'Changed my mind' });
  await shop.operator('order/refund/approve', { orderId: order.id });
  await shop.operator('order/refund/complete', { orderId: order.id });

  // A named finance operator approves the withdrawal: a wrong password first, then the password
  // and a one-time code; and a call with a made-up operator token, refused.
  const operatorPassword = 'journey-Desk-4420';
  const { totpSecret } = await shop.operator<{ totpSecret: string }>('operator/add', {
    name: 'journey-finance',
    password: operatorPassword,
    role: 'finance',
  });
  const adminCall = (name: string, body: unknown, token?: string) =>
    shop.fetch(`${shop.origin}/api/admin/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  await adminCall('operator/login', { name: 'journey-finance', password: wrongPassword });
  const totpCode = totpCodeAt(totpSecret, shop.test.now());
  const signedIn = (await (
    await adminCall('operator/login', { name: 'journey-finance', password: operatorPassword, code: totpCode })
  ).json()) as { data: { token: string } };
  const operatorToken = signedIn.data.token;
  const forgedOperatorToken = 'journey-forged-operator-token-77aa';
  secrets.push(operatorPassword, totpSecret, operatorToken, forgedOperatorToken);
  codes.push(totpCode);
  await adminCall('withdrawal/refuse', { id: 1 }, forgedOperatorToken);

  const withdrawal = await client.account.record.withdraw({ amount: 50, bankCardId: card.id });
  const approved = await adminCall('withdrawal/approve', { id: withdrawal.id }, operatorToken);
  if (((await approved.json()) as { code: number }).code !== 1000) {
    throw new Error('the finance operator could not approve the withdrawal');
  }

  // A refresh; a refresh token and an access token the shop refuses.
  const refreshed = await client.user.login.refreshToken({ refreshToken: tokens.refreshToken });
  secrets.push(refreshed.token, refreshed.refreshToken);
  const forgedRefresh = 'journey-forged-refresh-token-0f9e8d7c';
  const forgedAccess = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.journey-forged-signature';
  secrets.push(forgedRefresh, forgedAccess);
  await shop
    .client()
    .user.login.refreshToken({ refreshToken: forgedRefresh })
    .catch(() => undefined);
  await shop.fetch(`${shop.origin}/api/app/user/info/person`, {
    headers: { authorization: `Bearer ${forgedAccess}` },
  });

  // Live chat.
  const chatSocket = io(`${shop.origin}/cs`, {
    auth: { token: refreshed.token },
    transports: ['websocket'],
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    chatSocket.once('connect', () => resolve());
    chatSocket.once('connect_error', reject);
  });

  // Wrong passwords for an unknown account until the failed-login limit refuses (429).
  const ghost = shop.client();
  for (let attempt = 0; attempt < 11; attempt += 1) {
    await ghost.user.login
      .password({ phone: 'ghost-account-7', password: wrongPassword })
      .catch(() => undefined);
  }
  return { secrets, codes, orderId: order.id, withdrawalId: withdrawal.id, chatSocket };
}
