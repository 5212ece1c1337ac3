import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { png } from './png-fixture';
import { baseURL, localeMessages, operator, placePaidOrder, shopperCall, signInNewShopper } from './support';

test('a review with two photos leaves pending evaluation and shows under the goods, photos opening in the preview', async ({
  page,
}) => {
  const t = localeMessages('en');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const shopper = await signInNewShopper(page, { locale: 'en', balance: 1000 });
  const order = await placePaidOrder(shopper.token);
  await operator('order/ship', { orderId: order.id, company: 'SF Express', num: 'SF300400' });
  await shopperCall(`app/order/info/confirm?orderId=${order.id}`, { token: shopper.token });
  const content = `Lovely tea, well packed ${Date.now()}`;

  // Pending evaluation: the list's tab offers the review.
  await page.goto(`${baseURL()}/#/pages/order/list?tab=pendingEvaluation`);
  await page
    .getByRole('button', { name: t('order.action.review') })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/pages\/order\/comment\?orderId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: t('title.orderComment') })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'order review');

  // Nothing filled in: the rules next to the stars and the text.
  await page.getByRole('button', { name: t('review.submit') }).click();
  const stars = page.getByRole('radiogroup', { name: t('review.rating') });
  await expect(stars).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('validation.starCount', { min: '1', max: '5' }))).toBeVisible();
  await expect(page.getByText(t('validation.required'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'order review, errors');

  // Four stars, the text, and two photos uploaded (progress, then done).
  await page
    .locator('label', { has: page.getByRole('radio', { name: t('detail.stars', { count: '4' }) }) })
    .click();
  await expect(page.getByRole('radio', { name: t('detail.stars', { count: '4' }) })).toBeChecked();
  await page.getByRole('textbox', { name: t('review.content') }).fill(content);
  await page.locator('.mall-image-uploader input[type="file"]').setInputFiles([
    { name: 'green.png', mimeType: 'image/png', buffer: png(40, 160, 90) },
    { name: 'blue.png', mimeType: 'image/png', buffer: png(40, 90, 200) },
  ]);
  await expect(page.locator('.mall-image-uploader__tile[data-state="done"]')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, 'order review, photos');
  await page.screenshot({ path: 'test-results/order-review.png', fullPage: true });
  await page.getByRole('button', { name: t('review.submit') }).click();
  await expect(page.getByText(t('review.submitted'))).toBeVisible();

  // The order left pending evaluation.
  await expect(page).toHaveURL(/#\/pages\/order\/list/);
  const detail = await shopperCall<{ status: number }>(`app/order/info/info?id=${order.id}`, {
    token: shopper.token,
  });
  expect(detail.status).toBe(4);

  // The goods detail's comment tab: the review with its two photos; a photo opens the preview.
  await page.goto(`${baseURL()}/#/pages/goods/detail?id=${order.goodsId}`);
  await page.getByRole('tab', { name: t('detail.tabComment') }).click();
  const review = page.locator('.app-comment').filter({ hasText: content });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: t('detail.stars', { count: '4' }) })).toBeVisible();
  const photos = review.getByRole('list', { name: t('review.commentPhotos') }).getByRole('button');
  await expect(photos).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, 'goods detail, comments with photos');
  await photos.nth(1).click();
  const preview = page.getByRole('dialog', { name: t('preview.photos') });
  await expect(preview).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'review photo preview');
  await preview.getByRole('button', { name: t('preview.close') }).click();
  await expect(preview).toBeHidden();

  // The goods comment page shows it too.
  await page.goto(`${baseURL()}/#/pages/goods/comment?goodsId=${order.goodsId}`);
  const onPage = page.locator('.app-comment').filter({ hasText: content });
  await expect(onPage).toBeVisible();
  await expect(onPage.getByRole('list', { name: t('review.commentPhotos') }).getByRole('img')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, 'goods comments with photos');
  expect(errors).toEqual([]);
});
