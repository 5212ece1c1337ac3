import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLocaleWords } from '@mall/wording/node';
import { expect, type Page } from '@playwright/test';
import { root } from '../mall-server';

/** The address of the server the global setup started. */
export function baseURL(): string {
  const url = process.env.MALL_E2E_BASE_URL;
  if (!url) {
    throw new Error('MALL_E2E_BASE_URL is set by the global setup');
  }
  return url;
}

/**
 * The built file of an app module (`assets/<hash>.js`; lazy chunks are named by their hash alone),
 * read from the build's manifest, e.g. `builtChunk('src/shell/idle-start.tsx')`.
 */
export function builtChunk(source: string): string {
  const manifest = JSON.parse(
    readFileSync(join(root, 'packages/app/dist', '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) {
    throw new Error(`the app's build has no chunk for ${source}`);
  }
  return entry.file;
}

/** The demo shopper of the demo seed (`packages/server/src/seed/demo-seed.ts`). */
export const DEMO = { username: 'demo', password: 'demo1234', nickName: '演示用户' };

/** Reads the envelope of an answer and insists on code 1000; answers `data`. */
async function dataOf<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as { code: number; data: T; message: string };
  expect(envelope.code, envelope.message).toBe(1000);
  return envelope.data;
}

/** A call of the shopper API: GET without a body, POST with one; a token when given. */
export async function shopperCall<T>(
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<T> {
  const { body, token } = options;
  return dataOf<T>(
    await fetch(`${baseURL()}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'Content-Type': 'application/json',
        language: 'en',
        ...(token === undefined ? {} : { Authorization: token }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** The demo shopper's tokens, from a login of its own. */
export function demoLogin<T extends { token: string } = { token: string }>(): Promise<T> {
  return shopperCall<T>('app/user/login/password', {
    body: { phone: DEMO.username, password: DEMO.password },
  });
}

/** A call of the test server's operator API: GET without a body (answers, codes), POST with one. */
export async function operator<T = unknown>(path: string, body?: unknown): Promise<T> {
  return dataOf<T>(
    await fetch(`${baseURL()}/api/admin/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: process.env.MALL_E2E_OPERATOR_TOKEN ?? '',
        // A fresh key on every write, as the operator CLI sends one (a direct credit needs it).
        ...(body === undefined ? {} : { 'Idempotency-Key': crypto.randomUUID() }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** An answer the operator API gives for tests: a captcha's answer or the last SMS code. */
export async function operatorAnswer(path: string): Promise<string> {
  const data = await operator<string | { answer?: string; code?: string }>(path);
  return typeof data === 'string' ? data : (data.answer ?? data.code ?? '');
}

/**
 * Opens the app in `locale` for this test: the choice is stored once per tab, so a later change of
 * language in the test is kept across reloads.
 */
export async function useLocale(page: Page, locale: string): Promise<void> {
  await page.addInitScript((chosen) => {
    if (!window.sessionStorage.getItem('e2e.started')) {
      window.sessionStorage.setItem('e2e.started', '1');
      window.localStorage.setItem('mall.locale', chosen);
    }
  }, locale);
}

/** Signs the demo shopper in through the English login page and lands on home. */
export async function logInAsDemo(page: Page): Promise<void> {
  await useLocale(page, 'en');
  await page.goto(`${baseURL()}/#/pages/user/login`);
  await page.getByRole('textbox', { name: 'Mobile number or username' }).fill(DEMO.username);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** An amount as shown (e.g. "¥1,234.50", or in Bengali digits), in cents. */
export function cents(text: string | null): number {
  const latin = (text ?? '').replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)));
  return Math.round(Number(latin.replace(/[^\d.]/g, '')) * 100);
}

/** A shopper made for one test: its username, id, and a token for API calls as that shopper. */
export interface TestShopper {
  id: number;
  username: string;
  token: string;
}

/**
 * Creates a new shopper with the operator API (`balance` in currency units, credited through the
 * ledger), and opens the app signed in as that shopper in `locale`: the session is stored the way
 * the SDK stores it before any app code runs, once per tab, so later changes in the test are kept.
 */
export async function signInNewShopper(
  page: Page,
  { locale, balance = 0, phone }: { locale: string; balance?: number; phone?: string },
): Promise<TestShopper> {
  const username = `s${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'shop1234';
  const bound = phone ? { phone, countryCode: '+86' } : {};
  const { id } = await operator<{ id: number }>('user/add', { username, password, balance, ...bound });
  const tokens = await shopperCall<{
    token: string;
    expire: number;
    refreshToken: string;
    refreshExpire: number;
  }>('app/user/login/password', { body: { phone: username, password } });
  const at = Date.now();
  const session = {
    token: tokens.token,
    tokenDeadline: at + tokens.expire * 1000 - 5_000,
    refreshToken: tokens.refreshToken,
    refreshDeadline: at + tokens.refreshExpire * 1000 - 5_000,
  };
  await page.addInitScript(
    ([chosen, stored]) => {
      if (!window.sessionStorage.getItem('e2e.started')) {
        window.sessionStorage.setItem('e2e.started', '1');
        window.localStorage.setItem('mall.locale', chosen);
        window.localStorage.setItem('mall.session', stored);
      }
    },
    [locale, JSON.stringify(session)] as const,
  );
  return { id, username, token: tokens.token };
}

/** The messages of one locale of the shop's words (`@mall/wording`, every area file joined). */
export function localeMessages(locale: string): (key: string, params?: Record<string, string>) => string {
  const tree: Record<string, unknown> = readLocaleWords(locale);
  return (key, params = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
    if (typeof found !== 'string') {
      throw new Error(`no message ${key} in ${locale}`);
    }
    return found.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
  };
}

/** A paid order of a test shopper: its id, the goods item ordered and the actual payment in cents. */
export interface PaidOrder {
  id: number;
  goodsId: number;
  payCents: number;
}

/**
 * Places and pays, through the shopper API, an order of one item of the first goods item in stock,
 * delivered to a new address; the order is then waiting for the merchant to ship (status 1).
 */
export async function placePaidOrder(token: string): Promise<PaidOrder> {
  const call = <T>(path: string, body?: unknown) => shopperCall<T>(path, { body, token });
  const goods = await call<{ list: { id: number }[] }>('app/goods/info/page', { page: 1, size: 20 });
  let line: { goodsId: number; specId: number } | undefined;
  for (const { id } of goods.list) {
    const specs = await call<{ id: number; stock: number }[]>('app/goods/spec/list', { goodsId: id });
    const spec = specs.find((candidate) => candidate.stock > 0);
    if (spec) {
      line = { goodsId: id, specId: spec.id };
      break;
    }
  }
  if (!line) {
    throw new Error('no goods item in stock');
  }
  const { id: addressId } = await call<{ id: number }>('app/user/address/add', {
    contact: 'Ann Lee',
    countryCode: '+86',
    phone: '13800000000',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address: '1 Tea Road',
  });
  const order = await call<{ id: number; payPrice: number | string }>('app/order/info/create', {
    goodsList: [{ ...line, count: 1 }],
    addressId,
  });
  await call('app/order/pay/accountPay', { orderId: order.id });
  return { id: order.id, goodsId: line.goodsId, payCents: Math.round(Number(order.payPrice) * 100) };
}

/** A shopper's balance in cents, read through the API. */
export async function balanceCents(token: string): Promise<number> {
  const me = await shopperCall<{ balance?: number | string }>('app/user/info/person', { token });
  return Math.round(Number(me.balance ?? 0) * 100);
}

/** The largest contentful paint's picture once the page has settled: its address, how it was fetched, what it drew. */
export async function largestPicture(page: Page) {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<{ url: string; initiator: string; bytes: number; natural: number; drawn: number }>(
        (done) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            const last = list.getEntries().at(-1) as
              | (PerformanceEntry & { url: string; element: Element | null })
              | undefined;
            const image = last?.element instanceof HTMLImageElement ? last.element : null;
            const timing = last?.url
              ? (performance.getEntriesByName(last.url)[0] as PerformanceResourceTiming | undefined)
              : undefined;
            done({
              url: last?.url ?? '',
              initiator: timing?.initiatorType ?? '',
              bytes: timing?.encodedBodySize ?? 0,
              natural: image?.naturalWidth ?? 0,
              drawn: image?.getBoundingClientRect().width ?? 0,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        },
      ),
  );
}
