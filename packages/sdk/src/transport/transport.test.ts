import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalApiServer, ok, startLocalApiServer } from '../test-support/local-api-server';
import { ApiError, ERROR_CODE } from './api-error';
import { createTransport, DEFAULT_TIMEOUT_MS } from './transport';

let server: LocalApiServer;
beforeAll(async () => {
  server = await startLocalApiServer();
});
afterAll(async () => {
  await server.close();
});

const transport = () => createTransport({ baseURL: server.baseURL, getLocale: () => 'en' });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('requests', () => {
  it('sends GET data in the query string with the raw token and the language header', async () => {
    server.route('app/order/info/info', () => ok({ id: 7 }));
    const data = await transport().send({
      method: 'GET',
      path: 'app/order/info/info',
      data: { id: 7 },
      token: 'abc',
    });
    expect(data).toEqual({ id: 7 });
    const request = server.requests.at(-1);
    expect(request?.method).toBe('GET');
    expect(request?.query).toEqual({ id: '7' });
    expect(request?.headers.authorization).toBe('abc');
    expect(request?.headers.language).toBe('en');
    expect(request?.body.length).toBe(0);
  });

  it('sends other methods as JSON bodies, without Authorization when there is no token', async () => {
    server.route('app/order/info/create', () => ok({ id: 1 }));
    await transport().send({ method: 'POST', path: 'app/order/info/create', data: { addressId: 3 } });
    const request = server.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toContain('application/json');
    expect(request?.json).toEqual({ addressId: 3 });
    expect(request?.headers.authorization).toBeUndefined();
  });
});

describe('error catalogue (contract §2)', () => {
  it('200 / 1000 resolves data, and nothing when data is absent', async () => {
    server.route('t/success', () => ok({ value: 1 }));
    server.route('t/empty', () => ({ body: { code: 1000, message: 'success' } }));
    expect(await transport().send({ method: 'POST', path: 't/success' })).toEqual({ value: 1 });
    expect(await transport().send({ method: 'POST', path: 't/empty' })).toBeUndefined();
  });

  it.each([
    [1001, 'Insufficient account balance, please recharge', false],
    [1002, 'phone: Mobile number must be 6-15 digits', true],
    [1003, 'core failure', false],
    [422, 'validation failed', true],
  ])('200 / %i rejects with code and message', async (code, message, isValidation) => {
    server.route('t/business', () => ({
      body: { code, message, data: isValidation ? { field: 'phone' } : undefined },
    }));
    const error = await rejection(transport().send({ method: 'POST', path: 't/business' }));
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.httpStatus).toBe(200);
    expect(error.isValidation).toBe(isValidation);
    expect(error.field).toBe(isValidation ? 'phone' : undefined);
  });

  it('200 / codes sent as strings are read as numbers', async () => {
    server.route('t/string-code', () => ({ body: { code: '1000', message: 'success', data: 5 } }));
    expect(await transport().send({ method: 'POST', path: 't/string-code' })).toBe(5);
  });

  it.each([
    ['an HTML page', '<html>oops</html>'],
    ['a JSON array', [1, 2]],
    ['an object without code', { message: 'x' }],
  ])('200 with %s rejects with service error', async (_name, body) => {
    server.route('t/invalid', () => ({ body }));
    const error = await rejection(transport().send({ method: 'POST', path: 't/invalid' }));
    expect(error.message).toBe('service error');
  });

  it('401 rejects with the envelope message and the status', async () => {
    server.route('t/unauthorized', () => ({ status: 401, body: { code: 1001, message: 'token expired' } }));
    const error = await rejection(transport().send({ method: 'POST', path: 't/unauthorized', token: 'old' }));
    expect(error.httpStatus).toBe(401);
    expect(error.isUnauthorized).toBe(true);
    expect(error.message).toBe('token expired');
  });

  it('404 rejects with "404 <url>"', async () => {
    const error = await rejection(transport().send({ method: 'POST', path: 'app/no/such/route' }));
    expect(error.httpStatus).toBe(404);
    expect(error.message).toBe(`404 ${server.baseURL}/app/no/such/route`);
  });

  it('a cool-admin 200 / 404 envelope also rejects with "404 <url>"', async () => {
    server.route('t/cool-404', () => ({ body: { code: 404, message: 'Not Found' } }));
    const error = await rejection(transport().send({ method: 'POST', path: 't/cool-404' }));
    expect(error.message).toBe(`404 ${server.baseURL}/t/cool-404`);
  });

  it('413 rejects with the envelope message', async () => {
    server.route('t/too-large', () => ({ status: 413, body: { code: 1001, message: 'File too large' } }));
    const error = await rejection(transport().send({ method: 'POST', path: 't/too-large' }));
    expect([error.code, error.httpStatus, error.message]).toEqual([1001, 413, 'File too large']);
  });

  it('429 rejects with the message and Retry-After', async () => {
    server.route('t/limited', () => ({
      status: 429,
      headers: { 'retry-after': '120' },
      body: { code: 1001, message: 'Too many attempts' },
    }));
    const error = await rejection(transport().send({ method: 'POST', path: 't/limited' }));
    expect([error.httpStatus, error.message, error.retryAfter]).toEqual([429, 'Too many attempts', 120]);
  });

  it('502 rejects with service error, whatever the body', async () => {
    server.route('t/gateway', () => ({ status: 502, body: '<html>Bad Gateway</html>' }));
    const error = await rejection(transport().send({ method: 'POST', path: 't/gateway' }));
    expect([error.httpStatus, error.message]).toEqual([502, 'service error']);
  });

  it('other statuses reject with the envelope message, else service error', async () => {
    server.route('t/500-envelope', () => ({ status: 500, body: { code: 1003, message: 'server busy' } }));
    server.route('t/503-text', () => ({ status: 503, body: 'down' }));
    const first = await rejection(transport().send({ method: 'POST', path: 't/500-envelope' }));
    expect([first.code, first.message]).toEqual([1003, 'server busy']);
    const second = await rejection(transport().send({ method: 'POST', path: 't/503-text' }));
    expect([second.httpStatus, second.message]).toEqual([503, 'service error']);
  });

  it('a network error rejects with code 5 and the request error message', async () => {
    const unreachable = createTransport({ baseURL: 'http://127.0.0.1:9/api', getLocale: () => 'en' });
    const error = await rejection(unreachable.send({ method: 'POST', path: 'x' }));
    expect(error.code).toBe(ERROR_CODE.network);
    expect(error.message).not.toBe('');
    expect(error.isNetwork).toBe(true);
  });

  it('a timeout rejects with code 5', async () => {
    server.route('t/slow', () => ({ ...ok(1), delayMs: 500 }));
    const error = await rejection(transport().send({ method: 'POST', path: 't/slow', timeout: 50 }));
    expect(error.code).toBe(ERROR_CODE.network);
    expect(error.message).toMatch(/timeout|abort/i);
  });

  it('an abort rejects with code 600003', async () => {
    server.route('t/slow-abort', () => ({ ...ok(1), delayMs: 500 }));
    const controller = new AbortController();
    const promise = transport().send({ method: 'POST', path: 't/slow-abort', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(promise);
    expect(error.code).toBe(ERROR_CODE.aborted);
    expect(error.isAborted).toBe(true);
  });

  it('an upload that fails on the network rejects with code 602001', async () => {
    const unreachable = createTransport({ baseURL: 'http://127.0.0.1:9/api', getLocale: () => 'en' });
    const error = await rejection(unreachable.send({ method: 'POST', path: 'upload', transfer: true }));
    expect(error.code).toBe(ERROR_CODE.transferFailed);
  });
});

describe('on the platform fetch', () => {
  it('times out a request that also carries the caller signal', async () => {
    server.route('t/slow-signal', () => ({ ...ok(1), delayMs: 500 }));
    const controller = new AbortController();
    const error = await rejection(
      transport().send({ method: 'POST', path: 't/slow-signal', timeout: 50, signal: controller.signal }),
    );
    expect([error.code, controller.signal.aborted]).toEqual([ERROR_CODE.network, false]);
    expect(error.message).toMatch(/timeout/i);
  });

  it('sends query values as the server reads them, and leaves undefined ones out', async () => {
    server.route('t/query', () => ok(null));
    await transport().send({
      method: 'GET',
      path: 't/query',
      data: { keyWord: 'green tea & cake?', page: 2, hot: true, none: undefined, empty: '' },
    });
    const request = server.requests.at(-1);
    expect(request?.query).toEqual({ keyWord: 'green tea & cake?', page: '2', hot: 'true', empty: '' });
  });

  it('reads a JSON envelope sent with a +json type, and drops __proto__ keys', async () => {
    server.route('t/problem-json', () => ({
      headers: { 'content-type': 'application/problem+json' },
      body: '{"code":1000,"message":"success","data":{"__proto__":{"polluted":true},"id":3}}',
    }));
    const data = (await transport().send({ method: 'POST', path: 't/problem-json' })) as Record<
      string,
      unknown
    >;
    expect(data).toEqual({ id: 3 });
    expect(Object.hasOwn(data, '__proto__')).toBe(false);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('the default timeout', () => {
  it('is 60 000 ms (spec §9): a request with no answer fails then, not before', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
    vi.useFakeTimers();
    try {
      // A server that never answers: the request ends only when its signal aborts.
      const silent = ((_url: string, init: RequestInit) =>
        new Promise((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        })) as typeof fetch;
      const sending = createTransport({
        baseURL: 'https://shop.test/api',
        fetch: silent,
        getLocale: () => 'en',
      })
        .send({ method: 'POST', path: 't/never' })
        .catch((error: unknown) => error);
      let settled = false;
      void sending.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(59_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await sending;
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe(ERROR_CODE.network);
    } finally {
      vi.useRealTimers();
    }
  });
});
