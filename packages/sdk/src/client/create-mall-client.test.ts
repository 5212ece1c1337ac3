import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CALL_PATHS, CALLS, permissionKey } from '../calls/call-table';
import { responseValidators } from '../schemas/response-validators';
import { createMemoryStorage, STORAGE_KEYS } from '../storage/storage';
import { type LocalApiServer, ok, startLocalApiServer } from '../test-support/local-api-server';
import { ApiError } from '../transport/api-error';
import { createMallClient, type MallClient } from './create-mall-client';

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

const RESOURCE_KEYS = [
  'goods',
  'banner',
  'coupon',
  'order',
  'account',
  'user',
  'feedback',
  'complaint',
  'version',
  'comm',
  'dict',
  'cs',
] as const;

type AnyFunction = (...args: unknown[]) => Promise<unknown>;

function resourceFunctions(client: MallClient): [string, AnyFunction][] {
  const found: [string, AnyFunction][] = [];
  const walk = (value: unknown, name: string) => {
    if (typeof value === 'function') {
      found.push([name, value as AnyFunction]);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        walk(child, `${name}.${key}`);
      }
    }
  };
  for (const key of RESOURCE_KEYS) {
    walk(client[key], key);
  }
  return found;
}

describe('createMallClient', () => {
  it('has a typed function for every call of the table, each sent with its method and path', async () => {
    const client = createMallClient({ baseURL: server.baseURL, storage: createMemoryStorage() });
    const functions = resourceFunctions(client);
    expect(functions).toHaveLength(CALL_PATHS.length);
    for (const [, fn] of functions) {
      await fn({}).catch(() => undefined);
    }
    const sent = server.requests.map((request) => `${request.method} ${request.path}`).sort();
    const expected = CALL_PATHS.map((path) => `${CALLS[path].method} ${path}`).sort();
    expect(sent).toEqual(expected);
  });

  it('names permission keys module:entity:action', () => {
    expect(permissionKey('app/order/info/create')).toBe('order:info:create');
    expect(permissionKey('app/account/transaction/record/page')).toBe('account:transaction.record:page');
    expect(new Set(CALL_PATHS.map(permissionKey)).size).toBe(CALL_PATHS.length);
  });

  it('stores the tokens of a login and sends the raw token afterwards', async () => {
    const storage = createMemoryStorage();
    const client = createMallClient({ baseURL: server.baseURL, storage, locale: 'bn' });
    expect(await client.session.isLoggedIn()).toBe(false);
    await client.user.login.password({ phone: 'demo', password: 'demo1234' });
    expect(await client.session.isLoggedIn()).toBe(true);
    server.route('app/order/info/userCount', () => ok({ pendingPayment: 0 }));
    await client.order.info.userCount();
    const request = server.requests.at(-1);
    expect(request?.headers.authorization).toBe('access-1');
    expect(request?.headers.language).toBe('bn');
    const login = server.requests.find((entry) => entry.path === 'app/user/login/password');
    expect(login?.headers.authorization).toBeUndefined();
  });

  it('keeps the profile without a password hash, and forgets it at logout', async () => {
    const logouts: string[] = [];
    const storage = createMemoryStorage();
    const client = createMallClient({
      baseURL: server.baseURL,
      storage,
      onLogout: (reason) => logouts.push(reason),
    });
    await client.user.login.password({ phone: 'demo', password: 'demo1234' });
    server.route('app/user/info/person', () =>
      ok({ id: 1, nickName: 'Demo', password: '$2a$hash', balance: '10.50' }),
    );
    const person = await client.user.info.person();
    expect(person).not.toHaveProperty('password');
    expect(await client.session.user()).toEqual({ id: 1, nickName: 'Demo', balance: '10.50' });
    expect(await storage.getItem(STORAGE_KEYS.userInfo)).not.toContain('hash');
    await client.session.logout();
    expect(await client.session.user()).toBeNull();
    expect(logouts).toEqual(['user']);
  });

  it('signs out on this device after closing the account', async () => {
    const client = createMallClient({ baseURL: server.baseURL, storage: createMemoryStorage() });
    await client.user.login.password({ phone: 'demo', password: 'demo1234' });
    server.route('app/user/info/logoff', () => ok());
    await client.user.info.logoff();
    expect(await client.session.isLoggedIn()).toBe(false);
  });

  it('sends guest calls without a token, and with one when signed in', async () => {
    const client = createMallClient({ baseURL: server.baseURL, storage: createMemoryStorage() });
    server.route('app/market/coupon/info/page', () =>
      ok({ list: [], pagination: { page: 1, size: 20, total: 0 } }),
    );
    await client.coupon.info.page({ page: 1, size: 20 });
    expect(server.requests.at(-1)?.headers.authorization).toBeUndefined();
    await client.user.login.password({ phone: 'demo', password: 'demo1234' });
    await client.coupon.info.page({ page: 1, size: 20 });
    expect(server.requests.at(-1)?.headers.authorization).toBe('access-1');
  });

  it('changes the language header and forgets cached params when the locale changes', async () => {
    const client = createMallClient({ baseURL: server.baseURL, storage: createMemoryStorage() });
    server.route('app/base/comm/param', (request) => ok(request.headers.language === 'en' ? 'Mall' : '商城'));
    expect(client.getLocale()).toBe('zh-Hans');
    expect(await client.params.get('appName')).toBe('商城');
    client.setLocale('en');
    expect(await client.params.get('appName')).toBe('Mall');
    expect(server.requests.filter((request) => request.path === 'app/base/comm/param')).toHaveLength(2);
    expect(server.requests.at(-1)?.query).toEqual({ key: 'appName' });
  });

  it('rejects a response that does not match its schema with a clear error', async () => {
    const validator = {
      safeParse: (value: unknown) =>
        typeof (value as { pendingPayment?: unknown }).pendingPayment === 'number'
          ? ({ success: true, data: value } as const)
          : ({
              success: false,
              error: { issues: [{ path: ['pendingPayment'], message: 'expected number' }] },
            } as const),
    };
    const client = createMallClient({
      baseURL: server.baseURL,
      storage: createMemoryStorage(),
      responseValidators: { 'app/order/info/userCount': validator },
    });
    await client.user.login.password({ phone: 'demo', password: 'demo1234' });
    server.route('app/order/info/userCount', () => ok({ pendingPayment: 'lots' }));
    const error = (await client.order.info.userCount().catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.field).toBe('pendingPayment');
    expect(error.message).toBe(
      'invalid response from app/order/info/userCount at pendingPayment: expected number',
    );
  });

  it('rejects malformed answers with the schemas entry, naming the field and the key', async () => {
    const client = createMallClient({
      baseURL: server.baseURL,
      storage: createMemoryStorage(),
      responseValidators,
    });
    server.route('app/goods/info/page', () =>
      ok({ list: [{ id: 1, title: 'Tea', price: 'free' }], pagination: {} }),
    );
    const error = (await client.goods.info
      .page({ page: 1, size: 20 })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(1003);
    expect(error.field).toBe('list.0.price');
    expect(error.message).toMatch(
      /^invalid response from app\/goods\/info\/page at list\.0\.price: validation\./,
    );
    server.route('app/goods/info/page', () =>
      ok({
        list: [{ id: '1', title: 'Tea', price: '12.50', sold: 3, stock: 9, typeId: 2 }],
        pagination: { page: 1, size: 20, total: 1 },
      }),
    );
    const page = await client.goods.info.page({ page: 1, size: 20 });
    expect(page.list[0]?.id).toBe(1);
    expect(page.list[0]?.price).toBe(12.5);
  });

  it('uploads through the server in local mode with the token', async () => {
    const client = createMallClient({ baseURL: server.baseURL, storage: createMemoryStorage() });
    await client.user.login.password({ phone: 'demo', password: 'demo1234' });
    server.route('app/base/comm/uploadMode', () => ok({ mode: 'local', type: 'local' }));
    server.route('app/base/comm/upload', () => ok(`${server.origin}/uploads/x.png`));
    const url = await client.upload(new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' }));
    expect(url).toBe(`${server.origin}/uploads/x.png`);
    const upload = server.requests.at(-1);
    expect(upload?.headers.authorization).toBe('access-1');
    expect(String(upload?.headers['content-type'])).toContain('multipart/form-data');
    expect(
      server.requests.find((request) => request.path === 'app/base/comm/uploadMode')?.headers.authorization,
    ).toBe('access-1');
  });

  it('keeps one device id', async () => {
    const storage = createMemoryStorage();
    const first = await createMallClient({ baseURL: server.baseURL, storage }).deviceId();
    expect(await createMallClient({ baseURL: server.baseURL, storage }).deviceId()).toBe(first);
  });
});
