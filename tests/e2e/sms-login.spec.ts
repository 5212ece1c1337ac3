import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { baseURL, operatorAnswer, shopperCall } from './support';

test('a guest sent to login signs up with an SMS code, asked for the agreement first, and returns to the page before', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('mall.locale', 'en'));
  await page.goto(`${baseURL()}/#/pages/order/list`);
  await expect(page).toHaveURL(/#\/pages\/user\/login\?redirect=%2Fpages%2Forder%2Flist$/);
  const firstCaptcha = page.waitForResponse((response) =>
    response.url().includes('/api/app/user/login/captcha'),
  );
  await page.getByRole('link', { name: 'Log in with an SMS code' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/captcha\?redirect=%2Fpages%2Forder%2Flist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification code' })).toBeVisible();
  const captcha = (await (await firstCaptcha).json()) as { data: { captchaId: string } };

  // The SDK's validation keys, translated.
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('12ab');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Mobile number: 6-15 digits')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'captcha');

  const phone = `139${String(Date.now()).slice(-8)}`;
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  const answer = await operatorAnswer(
    `captcha/answer?captchaId=${encodeURIComponent(captcha.data.captchaId)}`,
  );
  await page.getByRole('textbox', { name: 'Picture code' }).fill(answer);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText(`The code was sent to +86 ${phone}`)).toBeVisible();
  const code = await operatorAnswer(`sms/last?phone=${phone}`);
  await page.getByRole('textbox', { name: 'SMS code' }).fill(code);
  await expectNoSeriousAxeViolations(page, 'captcha code step');
  // A new number: without the agreement the server creates nothing and keeps the code.
  const agree = page.getByRole('checkbox', { name: /I have read and agree/ });
  await expect(agree).not.toBeChecked();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please read and accept the agreement' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/user\/captcha/);
  await expectNoSeriousAxeViolations(page, 'captcha code step, the agreement asked for');
  await agree.check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/order\/list$/);

  // Signed in, the goods comment page (default white bar) of a goods item nobody has reviewed
  // (other journeys review goods of the same demo shop).
  const { list } = await shopperCall<{ list: { id: number }[] }>('app/goods/info/page', {
    body: { page: 1, size: 100 },
  });
  let unreviewed: number | undefined;
  for (const goods of list.reverse()) {
    const comments = await shopperCall<{ pagination: { total: number } }>('app/goods/comment/page', {
      body: { goodsId: goods.id, page: 1, size: 1 },
    });
    if (comments.pagination.total === 0) {
      unreviewed = goods.id;
      break;
    }
  }
  expect(unreviewed).toBeDefined();
  await page.goto(`${baseURL()}/#/pages/goods/comment?goodsId=${unreviewed}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Goods comments' })).toBeVisible();
  await expect(page.getByText('No comments yet')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'goods comments');
});
