// The client against a local HTTP server that answers exactly as a running cool-admin-midway 7.x
// backend does where it differs from the reference server (contract §14).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../calls/call-table';
import { responseValidators } from '../schemas/response-validators';
import { createMemoryStorage, STORAGE_KEYS } from '../storage/storage';
import { type LocalApiServer, ok, startLocalApiServer } from '../test-support/local-api-server';
import { ApiError } from '../transport/api-error';
import { createMallClient } from './create-mall-client';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><text>4821</text></svg>';
/** cool-admin's own page size, used when a page call names none. */
const COOL_ADMIN_PAGE_SIZE = 15;

let server: LocalApiServer;
beforeEach(async () => {
  server = await startLocalApiServer();
  server.route('app/user/login/password', () =>
    ok({ token: 'access-1', expire: 3600, refreshToken: 'refresh-1', refreshExpire: 86400 }),
  );
});
afterEach(async () => {
  await server.close();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

describe('on a cool-admin backend', () => {
  it('asks for the captcha as a data URI (cool-admin answers raw SVG without `type`)', async () => {
    server.route('app/user/login/captcha', (request) =>
      ok({
        captchaId: 'c-1',
        data: request.query.type === 'base64' ? `data:image/svg+xml,${encodeURIComponent(SVG)}` : SVG,
      }),
    );
    const client = createMallClient({ baseURL: server.baseURL, storage: createMemoryStorage() });

    const captcha = await client.user.login.captcha({ width: 150, height: 50 });

    expect(server.requests[0]?.query).toEqual({ width: '150', height: '50', type: 'base64' });
    expect(captcha).toEqual({ captchaId: 'c-1', data: `data:image/svg+xml,${encodeURIComponent(SVG)}` });
  });

  it('turns raw SVG markup into a data URI, also when the caller asks for SVG', async () => {
    server.route('app/user/login/captcha', () => ok({ captchaId: 'c-2', data: `\n${SVG}` }));
    const client = createMallClient({ baseURL: server.baseURL, storage: createMemoryStorage() });

    const captcha = await client.user.login.captcha({ type: 'svg' });

    expect(server.requests[0]?.query.type).toBe('svg');
    expect(captcha.data.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(captcha.data.slice(captcha.data.indexOf(',') + 1))).toBe(SVG);
  });

  it('sends the contract page size when the caller names none, and keeps the one it names', async () => {
    server.route('app/goods/info/page', (request) => {
      const body = request.json as { page?: number; size?: number };
      const size = body.size ?? COOL_ADMIN_PAGE_SIZE;
      return ok({ list: [], pagination: { page: body.page ?? 1, size, total: 0 } });
    });
    server.route('app/order/info/page', (request) => {
      const size = (request.json as { size?: number }).size ?? COOL_ADMIN_PAGE_SIZE;
      return ok({ list: [], pagination: { page: 1, size, total: 0 } });
    });
    const client = createMallClient({ baseURL: server.baseURL, storage: createMemoryStorage() });
    await client.user.login.password({ phone: 'demo', password: 'demo1234' });

    const goods = await client.goods.info.page({ page: 2, keyWord: 'tea' });
    const orders = await client.order.info.page();
    const named = await client.goods.info.page({ page: 1, size: 5 });

    expect(goods.pagination.size).toBe(DEFAULT_PAGE_SIZE);
    expect(server.requests[1]?.json).toEqual({ size: 20, page: 2, keyWord: 'tea' });
    expect(orders.pagination.size).toBe(20);
    expect(server.requests[2]?.json).toEqual({ size: 20 });
    expect(named.pagination.size).toBe(5);
  });

  it('accepts a profile without the shop fields, still strict about the fields both have', async () => {
    const coolAdminUser = {
      id: 7,
      unionid: null,
      avatarUrl: null,
      nickName: 'alice',
      phone: '13800000000',
      gender: 0,
      status: 1,
      loginType: 0,
      password: '$2b$10$hash',
      createTime: '2026-11-01 09:30:00',
      updateTime: '2026-11-01 09:30:00',
    };
    let answer: Record<string, unknown> = coolAdminUser;
    server.route('app/user/info/person', () => ok(answer));
    const storage = createMemoryStorage();
    const client = createMallClient({ baseURL: server.baseURL, storage, responseValidators });
    await client.user.login.password({ phone: 'alice', password: 'secret12' });

    const person = await client.user.info.person();

    expect(person.id).toBe(7);
    expect(person.balance).toBeUndefined();
    expect(person).not.toHaveProperty('password');
    expect(JSON.parse((await storage.getItem(STORAGE_KEYS.userInfo)) ?? '{}')).not.toHaveProperty('password');

    answer = { ...coolAdminUser, balance: '12.50' };
    expect((await client.user.info.person()).balance).toBe(12.5);

    answer = { ...coolAdminUser, status: 'active' };
    const badStatus = await rejection(client.user.info.person());
    expect(badStatus.field).toBe('status');
    answer = { ...coolAdminUser, balance: 'much' };
    const badBalance = await rejection(client.user.info.person());
    expect(badBalance.field).toBe('balance');
  });

  it("marks a guest's 401 on a call that needs no token as not ending any session", async () => {
    // Its user middleware runs before routing: a shop call the backend lacks answers 401 to a guest.
    server.route('app/goods/info/page', () => ({ status: 401, body: { code: 1001, message: '登录失效~' } }));
    const logouts: string[] = [];
    const client = createMallClient({
      baseURL: server.baseURL,
      storage: createMemoryStorage(),
      onLogout: (reason) => logouts.push(reason),
    });

    const error = await rejection(client.goods.info.page({ page: 1 }));

    expect(error.httpStatus).toBe(401);
    expect(error.reason).toBe('guestUnauthorized');
    expect(error.isGuestUnauthorized).toBe(true);
    expect(error.isUnauthorized).toBe(false);
    expect(error.message).toBe('登录失效~');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(logouts).toEqual([]);
  });

  it("still ends a signed-in shopper's session on a 401 to the same call", async () => {
    server.route('app/goods/info/page', () => ({ status: 401, body: { code: 1001, message: '登录失效~' } }));
    const logouts: string[] = [];
    const client = createMallClient({
      baseURL: server.baseURL,
      storage: createMemoryStorage(),
      onLogout: (reason) => logouts.push(reason),
    });
    await client.user.login.password({ phone: 'demo', password: 'demo1234' });

    const error = await rejection(client.goods.info.page({ page: 1 }));

    expect(error.reason).toBeUndefined();
    expect(error.isUnauthorized).toBe(true);
    expect(logouts).toEqual(['unauthorized']);
  });
});
