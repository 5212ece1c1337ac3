import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { baseURL, localeMessages, operator, shopperCall, signInNewShopper } from './support';

const FEEDBACK = '/uni_modules/cool-app/pages/feedback';
const COMPLAIN = '/uni_modules/cool-app/pages/complain';

/** A real 24×24 orange PNG, small enough to keep in the spec. */
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAAH0lEQVR42mN4VqFBFcQwatCoQaMGjRo0atCoQQNvEAAUa22uk65TrgAAAABJRU5ErkJggg==',
  'base64',
);

/** The names of a dictionary's entries in the shopper's language, in the shop's order. */
async function dictionaryNames(type: 'feedbackType' | 'complainType', locale: string): Promise<string[]> {
  const response = await fetch(`${baseURL()}/api/app/dict/info/data`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', language: locale },
    body: JSON.stringify({ types: [type] }),
  });
  const envelope = (await response.json()) as { data: Record<string, { name: string }[]> };
  return (envelope.data[type] ?? []).map((entry) => entry.name);
}

/** The id in the page's `?id=` once a submission opened its detail. */
async function detailId(page: Page, base: string): Promise<number> {
  await expect(page).toHaveURL(new RegExp(`#${base}/detail\\?id=\\d+$`));
  return Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
}

test('feedback with a screenshot and a complaint are listed, processed by the operator, and the answers shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = localeMessages('en');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInNewShopper(page, { locale: 'en' });
  const feedbackTypes = await dictionaryNames('feedbackType', 'en');
  const complaintTypes = await dictionaryNames('complainType', 'en');
  const stamp = Date.now();
  const feedbackText = `The search box forgets my words ${stamp}`;
  const complaintText = `The parcel arrived two weeks late ${stamp}`;

  // No feedback yet: the empty list leads to the form.
  await page.goto(`${baseURL()}/#${FEEDBACK}/list`);
  await expect(page.getByRole('heading', { level: 1, name: t('title.feedbackList') })).toBeVisible();
  await expect(page.getByText(t('feedback.empty'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'feedback list, empty');
  await page.getByRole('button', { name: t('feedback.new') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('title.feedbackSubmit') })).toBeVisible();
  const content = page.getByRole('textbox', { name: t('feedback.content') });
  await expect(page.getByText(t('feedback.counter', { count: '0', max: '1,000' }))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'feedback submit');

  // Nothing filled in: the rules next to the type and the content.
  await page.getByRole('button', { name: t('feedback.submit') }).click();
  const typeGroup = page.getByRole('group', { name: t('feedback.type') });
  await expect(typeGroup).toHaveAttribute('aria-invalid', 'true');
  await expect(typeGroup.getByText(t('feedback.typeRequired'))).toBeVisible();
  await expect(content).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('validation.required'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'feedback submit, rules');

  // Too long: the counter and the rule say so, and the text stays.
  const tooLong = 'a'.repeat(1001);
  await content.fill(tooLong);
  await expect(page.getByText(t('feedback.counter', { count: '1,001', max: '1,000' }))).toBeVisible();
  await expect(page.getByText(t('validation.contentLength', { min: '1', max: '1,000' }))).toBeVisible();
  await page.getByRole('button', { name: t('feedback.submit') }).click();
  await expect(content).toHaveValue(tooLong);
  await expect(page.getByRole('heading', { level: 1, name: t('title.feedbackSubmit') })).toBeVisible();

  // The type, the content, a contact and a screenshot.
  await page.getByRole('radio', { name: feedbackTypes[1] }).check();
  await expect(typeGroup).not.toHaveAttribute('aria-invalid', 'true');
  await content.fill(feedbackText);
  await expect(
    page.getByText(t('feedback.counter', { count: String(feedbackText.length), max: '1,000' })),
  ).toBeVisible();
  await page.getByRole('textbox', { name: t('feedback.contact') }).fill('wechat: alice_2026');
  await page
    .locator('.mall-image-uploader input[type="file"]')
    .setInputFiles([{ name: 'screen.png', mimeType: 'image/png', buffer: SCREENSHOT }]);
  await expect(page.locator('.mall-image-uploader__tile[data-state="done"]')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, 'feedback submit, filled');
  await page.getByRole('button', { name: t('feedback.submit') }).click();
  await expect(page.getByText(t('feedback.submitted'))).toBeVisible();

  // The detail: type, content, the screenshot (opening the preview), contact, pending.
  const feedbackId = await detailId(page, FEEDBACK);
  await expect(page.getByRole('heading', { level: 1, name: t('title.feedbackDetail') })).toBeVisible();
  await expect(page.getByText(feedbackText)).toBeVisible();
  await expect(page.getByText(feedbackTypes[1] ?? '')).toBeVisible();
  await expect(page.getByText('wechat: alice_2026')).toBeVisible();
  await expect(page.getByText(t('feedback.status.pending'))).toBeVisible();
  await expect(page.getByText(t('feedback.noRemark'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'feedback detail');
  await page.screenshot({ path: 'test-results/support-feedback-detail-screenshot-en.png', fullPage: true });
  await page
    .getByRole('list', { name: t('feedback.photosLabel') })
    .getByRole('button')
    .click();
  const preview = page.getByRole('dialog', { name: t('preview.photos') });
  await expect(preview).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'feedback screenshot preview');
  await preview.getByRole('button', { name: t('preview.close') }).click();
  await expect(preview).toBeHidden();

  // A complaint, from its empty list.
  await page.goto(`${baseURL()}/#${COMPLAIN}/list`);
  await expect(page.getByText(t('complaint.empty'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'complaint list, empty');
  await page.getByRole('button', { name: t('complaint.new') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('title.complainSubmit') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Contact/ })).toHaveCount(0);
  await page.getByRole('button', { name: t('complaint.submit') }).click();
  await expect(page.getByText(t('complaint.typeRequired'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'complaint submit, rules');
  await page.getByRole('radio', { name: complaintTypes[1] }).check();
  await page.getByRole('textbox', { name: t('complaint.content') }).fill(complaintText);
  await page.getByRole('button', { name: t('complaint.submit') }).click();
  await expect(page.getByText(t('complaint.submitted'))).toBeVisible();
  const complaintId = await detailId(page, COMPLAIN);
  await expect(page.getByText(complaintText)).toBeVisible();
  await expect(page.getByText(t('complaint.status.verifying'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'complaint detail');

  // Both listed with their status.
  await page.goto(`${baseURL()}/#${FEEDBACK}/list`);
  const feedbackRow = page.getByRole('list', { name: t('feedback.list') }).getByRole('listitem');
  await expect(feedbackRow).toHaveCount(1);
  await expect(feedbackRow).toContainText(feedbackText);
  await expect(feedbackRow).toContainText(t('feedback.status.pending'));
  await expect(feedbackRow).toContainText(feedbackTypes[1] ?? '');
  await expectNoSeriousAxeViolations(page, 'feedback list');
  await page.goto(`${baseURL()}/#${COMPLAIN}/list`);
  const complaintRow = page.getByRole('list', { name: t('complaint.list') }).getByRole('listitem');
  await expect(complaintRow).toHaveCount(1);
  await expect(complaintRow).toContainText(complaintText);
  await expect(complaintRow).toContainText(t('complaint.status.verifying'));
  await expectNoSeriousAxeViolations(page, 'complaint list');

  // The operator answers both (contract §13); the shopper sees the answers.
  await operator('feedback/resolve', {
    id: feedbackId,
    status: 1,
    remark: 'Fixed in the next release, thank you',
  });
  await operator('complain/process', { id: complaintId, status: 1 });
  await operator('complain/process', { id: complaintId, status: 2, result: 'Compensated with a coupon' });

  await page.reload();
  await expect(complaintRow).toContainText(t('complaint.status.processed'));
  await complaintRow.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`#${COMPLAIN}/detail\\?id=${complaintId}$`));
  await expect(page.getByText('Compensated with a coupon')).toBeVisible();
  await expect(page.getByText(t('complaint.status.processed'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'complaint detail, processed');

  await page.goto(`${baseURL()}/#${FEEDBACK}/list`);
  await expect(feedbackRow).toContainText(t('feedback.status.resolved'));
  await feedbackRow.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`#${FEEDBACK}/detail\\?id=${feedbackId}$`));
  await expect(page.getByText('Fixed in the next release, thank you')).toBeVisible();
  await expect(page.getByText(t('feedback.status.resolved'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'feedback detail, resolved');
  expect(errors).toEqual([]);
});

for (const locale of ['zh-Hans', 'en', 'bn']) {
  test(`the six feedback and complaint pages in ${locale}`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = localeMessages(locale);
    const shopper = await signInNewShopper(page, { locale });
    const call = <T>(path: string, body: unknown) => shopperCall<T>(path, { body, token: shopper.token });
    const feedback = await call<{ id: number }>('app/app/feedback/submit', {
      type: 1,
      content: t('feedback.contentPlaceholder'),
      contact: '13800000000',
    });
    await operator('feedback/resolve', { id: feedback.id, status: 1, remark: t('feedback.submitted') });
    await call('app/app/feedback/submit', { type: 2, content: t('feedback.contentPlaceholder') });
    const complaint = await call<{ id: number }>('app/app/complain/submit', {
      type: 2,
      content: t('complaint.contentPlaceholder'),
    });
    await operator('complain/process', { id: complaint.id, status: 1 });

    const shots: [string, string, string][] = [
      [`${FEEDBACK}/list`, 'title.feedbackList', 'feedback-list'],
      [`${FEEDBACK}/detail?id=${feedback.id}`, 'title.feedbackDetail', 'feedback-detail'],
      [`${FEEDBACK}/submit`, 'title.feedbackSubmit', 'feedback-submit'],
      [`${COMPLAIN}/list`, 'title.complainList', 'complaint-list'],
      [`${COMPLAIN}/detail?id=${complaint.id}`, 'title.complainDetail', 'complaint-detail'],
      [`${COMPLAIN}/submit`, 'title.complainSubmit', 'complaint-submit'],
    ];
    for (const [path, title, name] of shots) {
      await page.goto(`${baseURL()}/#${path}`);
      await expect(page.getByRole('heading', { level: 1, name: t(title) })).toBeVisible();
      if (name.endsWith('submit')) {
        // The form with its rules showing.
        await page.getByRole('radio').first().waitFor();
        await page.locator('button[type="submit"]').click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      } else {
        await expect(page.locator('.app-support-status').first()).toBeVisible();
      }
      await expectNoSeriousAxeViolations(page, `${name} in ${locale}`);
      await page.screenshot({ path: `test-results/support-${name}-${locale}.png`, fullPage: true });
    }
  });
}
