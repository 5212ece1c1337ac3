import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@mall/test-support';
import { expect, type Page, test } from '@playwright/test';
import { type MallServer, root, startMallServer } from '../mall-server';
import { workerActive } from './pwa-support';
import { localeMessages } from './support';

// A shop whose app is built twice: each journey deploys the second build under a running page.
test.use({ serviceWorkers: 'allow' });
// Each journey starts the shop's server twice.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OPERATOR_TOKEN = `e2e-update-${Date.now()}-operator`;
const builds = { first: '', second: '' };
const work = mkdtempSync(join(tmpdir(), 'mall-builds-'));

/** The scripts a build holds (`assets/*.js`). */
function scriptsOf(dist: string): Set<string> {
  return new Set(
    readdirSync(join(dist, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `assets/${name}`),
  );
}

/** The page's entry script (`assets/index-….js`) and every script it has run. */
function runningScripts(page: Page): Promise<{ entry: string; scripts: string[] }> {
  return page.evaluate(() => {
    const local = (url: string) => new URL(url, document.baseURI).pathname.slice(1);
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
    const scripts = performance
      .getEntriesByType('resource')
      .map((resource) => resource.name)
      .filter((url) => /\/assets\/[^/]+\.js$/.test(url));
    return { entry: local(entry), scripts: scripts.map(local) };
  });
}

/** Insists the page runs one whole build: its entry that build's, every script it ran of it too. */
async function expectRunning(page: Page, dist: string): Promise<void> {
  const files = scriptsOf(dist);
  // A page that loads again under the new build's worker is read once it has.
  const entry = () =>
    runningScripts(page).then(
      (running) => running.entry,
      () => '',
    );
  await expect.poll(async () => files.has(await entry()), { timeout: 20_000 }).toBe(true);
  await page.waitForLoadState('load');
  const { scripts } = await runningScripts(page);
  expect(scripts.filter((script) => !files.has(script))).toEqual([]);
}

/** A shop at one address whose server can be replaced by another with a new build. */
async function shopAt(): Promise<{
  url: string;
  deploy: (dist: string) => Promise<void>;
  stop: () => Promise<void>;
}> {
  const port = String(await freePort());
  let server: MallServer | undefined;
  const deploy = async (dist: string) => {
    await server?.stop();
    server = await startMallServer({ PORT: port, APP_DIST_DIR: dist, OPERATOR_TOKEN });
  };
  await deploy(builds.first);
  return { url: `http://127.0.0.1:${port}`, deploy, stop: async () => server?.stop() };
}

/** Publishes a release the version check offers (the operator API). */
async function publish(url: string, release: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${url}/api/admin/version/publish`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: OPERATOR_TOKEN,
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({ url: 'https://downloads.mall.test/mall.apk', platform: 'h5', ...release }),
  });
  expect(((await answer.json()) as { code: number }).code).toBe(1000);
}

/** Opens the shop, waits for its worker, and starts again under it (the installed app's start). */
async function installed(page: Page, url: string, locale = 'en'): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('mall.locale', chosen), locale);
  await page.goto(`${url}/#/`);
  await workerActive(page);
  await page.reload();
  await expect(page.locator('.mall-goods-card').first()).toBeVisible();
  await expectRunning(page, builds.first);
}

/** Makes the next start ask the version check again (its last answer forgotten). */
const forgetVersionCheck = (page: Page) =>
  page.evaluate(() => window.localStorage.removeItem('mall.versionCheck'));

test.beforeAll(() => {
  test.setTimeout(240_000);
  // The build the run made, and a second release of it.
  builds.first = join(work, 'first');
  cpSync(join(root, 'packages/app/dist'), builds.first, { recursive: true });
  builds.second = join(work, 'second');
  const build = spawnSync(
    'pnpm',
    ['--filter', '@mall/app', 'exec', 'vite', 'build', '--outDir', builds.second, '--emptyOutDir'],
    {
      cwd: root,
      env: { ...process.env, VITE_APP_VERSION: '1.0.1', VITE_APP_VERSION_CODE: '101' },
      stdio: 'inherit',
    },
  );
  expect(build.status).toBe(0);
  // The two builds differ where it shows: their entries.
  const entries = (dist: string) => [...scriptsOf(dist)].filter((name) => name.startsWith('assets/index-'));
  expect(entries(builds.first)).not.toEqual(entries(builds.second));
});

test.afterAll(() => rmSync(work, { recursive: true, force: true }));

test('a new build deployed under a running page is taken at the next start, never mixed with the old', async ({
  page,
}) => {
  const shop = await shopAt();
  try {
    await installed(page, shop.url);
    await shop.deploy(builds.second);

    // The running page opens a page it had not loaded: from its own build, which the server no
    // longer has.
    await page.goto(`${shop.url}/#/pages/index/category`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectRunning(page, builds.first);

    // This start still runs the old build whole; it finds the new one, which waits.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectRunning(page, builds.first);
    await expect
      .poll(
        () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);

    // The app closes and opens again: the next start runs the new build whole.
    const context = page.context();
    await page.close();
    const next = await context.newPage();
    await next.goto(`${shop.url}/#/`);
    await expectRunning(next, builds.second);
    await expect(next.locator('.mall-goods-card').first()).toBeVisible();
  } finally {
    await shop.stop();
  }
});

test('a forced update with a new build on the server is taken at once', async ({ page }) => {
  const shop = await shopAt();
  try {
    await installed(page, shop.url);
    await shop.deploy(builds.second);
    await publish(shop.url, { version: '1.0.1', code: 101, forceUpdate: true });
    await forgetVersionCheck(page);
    const asked = page.waitForRequest(/version\/check\?version=1\.0\.0/);
    await page.reload();
    await asked;
    // No tap, no second reload from the test: the page loads again in the new build, which the
    // version check finds current.
    const current = page.waitForResponse(/version\/check\?version=1\.0\.1/);
    await expectRunning(page, builds.second);
    expect(((await (await current).json()) as { data: unknown }).data).toBeNull();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await shop.stop();
  }
});

test.describe('a page no worker serves (a first visit)', () => {
  test.use({ serviceWorkers: 'block' });

  test('loads again, once, in the new build when a chunk of its own build is gone from the server', async ({
    page,
  }) => {
    const shop = await shopAt();
    try {
      await page.addInitScript(() => window.localStorage.setItem('mall.locale', 'en'));
      await page.goto(`${shop.url}/#/`);
      await expect(page.locator('.mall-goods-card').first()).toBeVisible();
      // Its idle start has run: it links the manifest, and listens for a chunk gone.
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
      await expectRunning(page, builds.first);
      await shop.deploy(builds.second);
      // A page it has not loaded: its chunk is the old build's, which the server no longer has.
      const gone = page.waitForResponse(
        (answer) => answer.status() === 404 && /\/assets\/[^/]+\.js$/.test(answer.url()),
      );
      await page.evaluate(() => {
        window.location.hash = '#/pages/index/category';
      });
      await gone;
      await expectRunning(page, builds.second);
      await expect(page).toHaveURL(/#\/pages\/index\/category$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.app-category__child').first()).toBeVisible();
    } finally {
      await shop.stop();
    }
  });
});

for (const locale of ['zh-Hans', 'en', 'bn']) {
  test(`the offered update takes the new build when the shopper taps it (${locale})`, async ({ page }) => {
    const t = localeMessages(locale);
    const shop = await shopAt();
    try {
      await installed(page, shop.url, locale);
      await shop.deploy(builds.second);
      await publish(shop.url, { version: '1.0.1', code: 101, description: '1.0.1' });
      await forgetVersionCheck(page);
      await page.reload();
      const offer = page.getByRole('dialog', { name: t('version.newVersion', { version: '1.0.1' }) });
      await expect(offer).toBeVisible();
      // Once the new build has installed, "update now" takes it here rather than a download.
      await expect(offer.getByRole('button', { name: t('version.updateNow') })).toBeVisible({
        timeout: 30_000,
      });
      await page.screenshot({ path: test.info().outputPath(`update-prompt-${locale}.png`) });
      await offer.getByRole('button', { name: t('version.updateNow') }).click();
      await expectRunning(page, builds.second);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(page.context().pages()).toHaveLength(1);
    } finally {
      await shop.stop();
    }
  });
}
