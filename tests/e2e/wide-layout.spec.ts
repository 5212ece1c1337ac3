import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { baseURL } from './support';

/** `contentMaxWidth` of the app's ThemeRoot. */
const CONTENT_MAX_WIDTH = 640;

/** The content column and the viewport it sits in (CSS pixels, without a scroll bar). */
async function column(page: Page) {
  return page.locator('.mall-theme-root__content').evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left, width: box.width, viewport: document.documentElement.clientWidth };
  });
}

test('the content column is limited and centred on a wide screen, and fills a phone after a resize', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('mall.locale', 'en'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseURL()}/#/`);
  await expect(page.locator('.mall-goods-card').first()).toBeVisible();
  await expect(page.locator('.app-shell')).toHaveAttribute('data-wide', '');

  const wide = await column(page);
  expect(wide.width).toBeLessThanOrEqual(CONTENT_MAX_WIDTH);
  expect(wide.width).toBeGreaterThan(CONTENT_MAX_WIDTH - 1);
  expect(Math.abs(wide.left - (wide.viewport - wide.width) / 2)).toBeLessThanOrEqual(1);
  // The fixed tab bar lines up with the column.
  const bar = await page.locator('.mall-tab-bar').boundingBox();
  expect(bar?.width).toBeLessThanOrEqual(CONTENT_MAX_WIDTH);
  expect(Math.abs((bar?.x ?? 0) - wide.left)).toBeLessThanOrEqual(1);
  await expectNoSeriousAxeViolations(page, 'home at 1280 × 800');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator('.app-shell')).not.toHaveAttribute('data-wide');
  const narrow = await column(page);
  expect(narrow.left).toBe(0);
  expect(narrow.width).toBe(narrow.viewport);
  expect(narrow.viewport).toBeLessThanOrEqual(375);
  expect(narrow.viewport).toBeGreaterThan(360);

  // And back: the shell follows the resize again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('.app-shell')).toHaveAttribute('data-wide', '');
});
