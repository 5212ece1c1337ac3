import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { baseURL, builtChunk, localeMessages, operator, signInNewShopper, useLocale } from './support';

const VERSION_PAGE = '/uni_modules/cool-app/pages/version/demo';
const PUBLISHED = ['1.0.1', '1.0.2'];

/** Makes the last start-up check seven hours old, as if the app had been closed that long. */
async function sevenHoursLater(page: Page) {
  await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('mall.versionCheck') ?? 'null');
    if (stored) {
      stored.at -= 7 * 60 * 60 * 1000;
      window.localStorage.setItem('mall.versionCheck', JSON.stringify(stored));
    }
  });
}

test.afterEach(async () => {
  // The run shares one server: no published version may outlive this spec.
  for (const version of PUBLISHED) {
    await operator('version/withdraw', { version });
  }
});

test("a start with no newer version loads none of the prompt's code, words or stylesheet", async ({
  page,
}) => {
  await useLocale(page, 'en');
  const assets: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[^?]+\.(?:css|js)$/.test(request.url())) {
      assets.push(new URL(request.url()).pathname);
    }
  });
  const checked = page.waitForResponse(/\/api\/app\/app\/version\/check/);
  await page.goto(`${baseURL()}/#/`);
  expect((await (await checked).json()).data).toBeNull();
  await page.waitForLoadState('networkidle');
  // Home's stylesheet is inside the page; the rest of the locale's words serve other pages.
  const prompt = `/${builtChunk('src/features/user/version-prompt.tsx')}`;
  expect(assets.filter((path) => path.endsWith('.css') || /-rest-/.test(path) || path === prompt)).toEqual(
    [],
  );
  expect(assets).toContain(`/${builtChunk('src/shell/idle-start.tsx')}`);
});

test('the version check offers a newer version that can be dismissed, and a forced one blocks the app', async ({
  page,
}) => {
  const t = localeMessages('en');
  // The version page is a shopper's page; the start-up check runs for guests too.
  await signInNewShopper(page, { locale: 'en' });
  await page.goto(`${baseURL()}/#${VERSION_PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: t('title.version') })).toBeVisible();
  await expect(page.getByText(t('version.versionLine', { version: '1.0.0', code: '100' }))).toBeVisible();
  await page.getByRole('button', { name: t('version.check') }).click();
  await expect(page.getByText(t('version.upToDate'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'version check, up to date');

  // The operator publishes 1.0.1: the check offers it with its notes and download.
  await operator('version/publish', {
    version: '1.0.1',
    code: 101,
    url: 'https://downloads.mall.test/mall-1.0.1.apk',
    description: 'Faster search and a new coupon centre',
  });
  await page.getByRole('button', { name: t('version.check') }).click();
  await expect(
    page.getByRole('heading', { name: t('version.newVersion', { version: '1.0.1' }) }),
  ).toBeVisible();
  await expect(page.getByText('Faster search and a new coupon centre')).toBeVisible();
  await expect(page.getByRole('link', { name: t('version.updateNow') })).toHaveAttribute(
    'href',
    'https://downloads.mall.test/mall-1.0.1.apk',
  );
  await expectNoSeriousAxeViolations(page, 'version check, newer version');

  // At start-up, once the last check is old enough, the offer comes over the page; "Later" closes it.
  await page.goto(`${baseURL()}/#/`);
  await page.reload();
  await sevenHoursLater(page);
  await page.reload();
  const offer = page.getByRole('dialog', { name: t('version.newVersion', { version: '1.0.1' }) });
  await expect(offer).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'start-up version offer');
  await offer.getByRole('button', { name: t('version.later') }).click();
  await expect(offer).toBeHidden();
  await page
    .getByRole('navigation', { name: t('tab.bar') })
    .getByRole('button', { name: t('tab.category') })
    .click();
  await expect(page).toHaveURL(/#\/pages\/index\/category$/);

  // A forced 1.0.2: within six hours of the last check the start-up check stays quiet…
  await operator('version/publish', {
    version: '1.0.2',
    code: 102,
    url: 'https://downloads.mall.test/mall-1.0.2.apk',
    description: 'Security fixes',
    forceUpdate: true,
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('title.category') })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // …and after them the forced update blocks the app: no way to dismiss it.
  await sevenHoursLater(page);
  await page.reload();
  const forced = page.getByRole('dialog', { name: t('version.newVersion', { version: '1.0.2' }) });
  await expect(forced).toBeVisible();
  await expect(forced).toContainText(t('version.forcedHint'));
  await expect(forced.getByRole('button', { name: t('version.later') })).toHaveCount(0);
  await expect(forced.getByRole('link', { name: t('version.updateNow') })).toHaveAttribute(
    'href',
    'https://downloads.mall.test/mall-1.0.2.apk',
  );
  await expectNoSeriousAxeViolations(page, 'forced update');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(forced).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: t('tab.bar') })
      .getByRole('button', { name: t('tab.home') })
      .click({ timeout: 1500 }),
  ).rejects.toThrow();
  await expect(page).toHaveURL(/#\/pages\/index\/category$/);

  // Every start shows it again at once, whatever the page.
  await page.goto(`${baseURL()}/#/pages/index/shopping-cart`);
  await page.reload();
  await expect(forced).toBeVisible();

  // Withdrawn by the operator, the next start lifts it.
  for (const version of PUBLISHED) {
    await operator('version/withdraw', { version });
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('title.cart') })).toBeVisible();
  await expect(page.getByRole('dialog', { name: t('version.newVersion', { version: '1.0.2' }) })).toHaveCount(
    0,
  );
});
