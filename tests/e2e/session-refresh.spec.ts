import { expect, type Page, test } from '@playwright/test';
import { baseURL, DEMO, demoLogin } from './support';

/** The SDK's storage key and stored shape (`packages/sdk/src/storage/storage.ts`, `session/session.ts`). */
const SESSION_KEY = 'mall.session';
interface StoredSession {
  token: string;
  tokenDeadline: number;
  refreshToken: string;
  refreshDeadline: number;
}

/** The SDK's cross-tab lock name (`REFRESH_LOCK_NAME`). */
const REFRESH_LOCK_NAME = 'mall.session.refresh';
const REFRESH_PATH = '/api/app/user/login/refreshToken';

/** Logs the demo shopper in through the API and returns the session as the SDK would store it. */
async function demoSession(): Promise<StoredSession> {
  const data = await demoLogin<{
    token: string;
    expire: number;
    refreshToken: string;
    refreshExpire: number;
  }>();
  const at = Date.now();
  const { token, expire, refreshToken, refreshExpire } = data;
  return {
    token,
    tokenDeadline: at + expire * 1000 - 5_000,
    refreshToken,
    refreshDeadline: at + refreshExpire * 1000 - 5_000,
  };
}

async function storedSession(page: Page): Promise<StoredSession | null> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
  return text ? (JSON.parse(text) as StoredSession) : null;
}

test('two tabs with an expired token refresh once between them (Web Locks)', async ({ context }) => {
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(error.error().message));

  // Seed the origin's storage from a blank page of the same origin, before any app code runs.
  const fresh = await demoSession();
  const expired: StoredSession = { ...fresh, tokenDeadline: Date.now() - 60_000 };
  await context.route(`${baseURL()}/e2e-seed`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
  );
  const seed = await context.newPage();
  await seed.goto(`${baseURL()}/e2e-seed`);
  await seed.evaluate(
    ([key, value]) => {
      window.localStorage.setItem('mall.locale', 'en');
      window.localStorage.setItem(key, value);
    },
    [SESSION_KEY, JSON.stringify(expired)] as const,
  );

  // Count every refresh the context sends, and every profile call with the token it carries.
  const refreshes: string[] = [];
  const profileTokens: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === REFRESH_PATH) {
      refreshes.push(request.postData() ?? '');
    } else if (url.pathname === '/api/app/user/info/person') {
      profileTokens.push(request.headers().authorization ?? '');
    }
  });

  // Hold the first refresh until the other tab is queued on the lock (at least 500 ms), so the
  // race is real; record what the Web Locks manager holds at that moment.
  let lockSnapshot: { held: string[]; pending: string[] } | undefined;
  await context.route(`${baseURL()}${REFRESH_PATH}`, async (route) => {
    const started = Date.now();
    const deadline = started + 5_000;
    while (Date.now() < deadline) {
      const state = await seed.evaluate(async () => {
        const locks = await navigator.locks?.query();
        return {
          held: (locks?.held ?? []).map((lock) => lock.name ?? ''),
          pending: (locks?.pending ?? []).map((lock) => lock.name ?? ''),
        };
      });
      lockSnapshot ??= state;
      if (state.pending.length > 0) {
        lockSnapshot = state;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + 500 - Date.now())));
    await route.continue();
  });

  const tabs = [await context.newPage(), await context.newPage()];
  await Promise.all(tabs.map((tab) => tab.goto(`${baseURL()}/#/pages/index/my`)));

  for (const tab of tabs) {
    await expect(tab.getByRole('heading', { name: DEMO.nickName })).toBeVisible();
    await expect(tab.getByText(`Account: ${DEMO.username}`)).toBeVisible();
    await expect(tab).toHaveURL(/#\/pages\/index\/my$/);
  }

  // One refresh for both tabs; the other tab waited on the SDK's lock while it was in flight.
  expect(refreshes).toHaveLength(1);
  expect(JSON.parse(refreshes[0] ?? '{}')).toEqual({ refreshToken: expired.refreshToken });
  expect(lockSnapshot).toEqual({ held: [REFRESH_LOCK_NAME], pending: [REFRESH_LOCK_NAME] });

  // Both tabs hold the same new pair, and the profile was only ever asked for with the new token.
  const [first, second] = await Promise.all(tabs.map(storedSession));
  expect(first).not.toBeNull();
  expect(second).toEqual(first);
  expect(first?.token).not.toBe(expired.token);
  expect(first?.refreshToken).not.toBe(expired.refreshToken);
  expect(first?.tokenDeadline).toBeGreaterThan(Date.now());
  expect(profileTokens.length).toBeGreaterThanOrEqual(2);
  expect(new Set(profileTokens)).toEqual(new Set([first?.token]));

  expect(errors).toEqual([]);
});
