import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import {
  baseURL,
  localeMessages,
  operator,
  placePaidOrder,
  shopperCall,
  signInNewShopper,
  type TestShopper,
} from './support';

/** A real 1 × 1 PNG: what the shopper picks as a picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const CHAT = '/uni_modules/cool-cs/pages/chat';

/** The shopper's customer-service session id (the chat page opens it). */
async function sessionIdOf(shopper: TestShopper): Promise<number> {
  const session = await shopperCall<{ id: number } | null>('app/cs/session/detail', { token: shopper.token });
  expect(session, 'the chat page opened a session').not.toBeNull();
  return (session as { id: number }).id;
}

/** The conversation log of the chat page. */
const log = (page: Page, t: ReturnType<typeof localeMessages>) =>
  page.getByRole('log', { name: t('chat.log') });

/** Sends a text through the composer and waits until it is stored (no sending mark left). */
async function sendText(page: Page, t: ReturnType<typeof localeMessages>, text: string) {
  await page.getByRole('textbox', { name: t('chat.message') }).fill(text);
  await page.getByRole('button', { name: t('chat.send'), exact: true }).click();
  await expect(log(page, t).getByText(text, { exact: true })).toBeVisible();
  await expect(page.locator('.mall-chat-bubble-list__message[data-state="sending"]')).toHaveCount(0);
}

test('a message answered by the operator appears live, the unread badge on My follows, and history survives a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = localeMessages('en');
  const shopper = await signInNewShopper(page, { locale: 'en' });
  await page.goto(`${baseURL()}/#/pages/index/my`);
  const entry = page.getByRole('link', { name: new RegExp(t('my.service')) });
  await expect(entry).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'My');
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`#${CHAT}$`));
  await expect(page.getByText(t('chat.empty'))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'chat (empty)');

  await sendText(page, t, 'Where is my parcel?');
  const sessionId = await sessionIdOf(shopper);
  await operator('cs/reply', { sessionId, content: 'Your parcel left the warehouse today.' });
  // Live: no reload, no navigation.
  await expect(log(page, t).getByText('Your parcel left the warehouse today.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'chat with a live reply');

  // Seen on the open page: marked read, so My counts nothing.
  await expect.poll(() => shopperCall<number>('app/cs/msg/unreadCount', { token: shopper.token })).toBe(0);

  await page.reload();
  await expect(log(page, t).getByText('Where is my parcel?')).toBeVisible();
  await expect(log(page, t).getByText('Your parcel left the warehouse today.')).toBeVisible();
  const rows = log(page, t).locator('.mall-chat-bubble-list__message');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-side', 'mine');
  await expect(rows.nth(1)).toHaveAttribute('data-side', 'theirs');

  // A reply while the shopper is on My: the badge shows it, and goes once the chat was read.
  await page.goto(`${baseURL()}/#/pages/index/my`);
  await operator('cs/reply', { sessionId, content: 'Anything else?' });
  await page.reload();
  const badged = page.getByRole('link', { name: new RegExp(t('my.serviceUnread', { count: '1' })) });
  await expect(badged).toBeVisible();
  await badged.click();
  await expect(log(page, t).getByText('Anything else?')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: new RegExp(t('my.service')) })).toBeVisible();
  await expect(page.getByText(t('my.serviceUnread', { count: '1' }))).toHaveCount(0);
});

test('a picture sent in the chat is uploaded, shown and kept', async ({ page }) => {
  const t = localeMessages('en');
  const shopper = await signInNewShopper(page, { locale: 'en' });
  await page.goto(`${baseURL()}/#${CHAT}`);
  await expect(page.getByText(t('chat.empty'))).toBeVisible();
  await page
    .getByLabel(t('chat.sendPicture'))
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  const picture = log(page, t).getByRole('img', { name: t('chat.imageMine') });
  await expect(picture).toBeVisible();
  await expect(page.locator('.mall-chat-bubble-list__message[data-state="sent"]')).toHaveCount(1);
  await expect(picture).toHaveAttribute('src', /^https?:\/\//);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expectNoSeriousAxeViolations(page, 'chat with a picture');
  const sessionId = await sessionIdOf(shopper);
  const stored = await shopperCall<{ list: { content: unknown }[] }>('app/cs/msg/page', {
    token: shopper.token,
    body: { sessionId, page: 1, size: 10 },
  });
  const content = stored.list[0]?.content;
  expect(typeof content === 'string' ? JSON.parse(content) : content).toMatchObject({ type: 'image' });
  await page.reload();
  await expect(log(page, t).getByRole('img', { name: t('chat.imageMine') })).toBeVisible();
  // The picture opens in the preview.
  await log(page, t)
    .getByRole('button')
    .filter({ has: page.getByRole('img') })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'chat picture preview');
});

test('the goods detail sends its goods as a card, and the order detail its order', async ({ page }) => {
  test.setTimeout(120_000);
  const t = localeMessages('en');
  const shopper = await signInNewShopper(page, { locale: 'en', balance: 1000 });
  const order = await placePaidOrder(shopper.token);
  const goods = await shopperCall<{ title: string }>(`app/goods/info/info?id=${order.goodsId}`, {});

  await page.goto(`${baseURL()}/#/pages/goods/detail?id=${order.goodsId}`);
  await expect(page.getByRole('button', { name: t('detail.service') })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'goods detail');
  await page.getByRole('button', { name: t('detail.service') }).click();
  const pending = page.getByRole('region', { name: t('chat.goodsPrompt') });
  await expect(pending.getByText(goods.title)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'chat with a goods to send');
  await pending.getByRole('button', { name: t('chat.sendGoods') }).click();
  const card = log(page, t).getByRole('button', { name: new RegExp(goods.title) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(t('chat.goodsCard'));
  await expect(page.locator('.mall-chat-bubble-list__message[data-state="sent"]')).toHaveCount(1);
  await expect(pending).toHaveCount(0);
  await page.reload();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/pages/goods/detail\\?id=${order.goodsId}$`));

  await page.goto(`${baseURL()}/#/pages/order/detail?id=${order.id}`);
  await expect(page.getByRole('button', { name: t('chat.aboutOrder') })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'order detail');
  await page.getByRole('button', { name: t('chat.aboutOrder') }).click();
  const orderNum = (
    await shopperCall<{ orderNum: string }>(`app/order/info/info?id=${order.id}`, {
      token: shopper.token,
    })
  ).orderNum;
  const orderPending = page.getByRole('region', { name: t('chat.orderPrompt') });
  await expect(
    orderPending.getByText(t('chat.orderNumber', { num: String(orderNum) }), { exact: false }),
  ).toBeVisible();
  await orderPending.getByRole('button', { name: t('chat.sendOrder') }).click();
  const orderCard = log(page, t).getByRole('button', { name: new RegExp(String(orderNum)) });
  await expect(orderCard).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'chat with goods and order cards');
  await orderCard.click();
  await expect(page).toHaveURL(new RegExp(`/pages/order/detail\\?id=${order.id}$`));
});

test('a message whose answer never comes shows as failed only after the 60 s network timeout, keeps its text, and a retry sends it', async ({
  page,
}) => {
  const t = localeMessages('en');
  // The page's clock is the test's: the 60 s (spec §9) pass at once, and the socket's heartbeat
  // goes on through them (the test pings the page before each step, as the server would).
  await page.clock.install();
  await signInNewShopper(page, { locale: 'en' });
  // Between the page and the server: while `drop` is on, what the page sends is lost on the way.
  let drop = false;
  let swallowed = (): void => undefined;
  const lostOnTheWay = new Promise<void>((resolve) => {
    swallowed = resolve;
  });
  let ponged = (): void => undefined;
  let toPage: ((message: string) => void) | undefined;
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    toPage = (message) => socket.send(message);
    socket.onMessage((message) => {
      if (message === '3') {
        ponged();
      }
      if (drop && typeof message === 'string' && message.includes('"send"')) {
        swallowed();
        return;
      }
      server.send(message);
    });
  });
  /** Pings the page (an Engine.IO ping, as the server sends) and waits for its pong. */
  const heartbeat = async () => {
    const pong = new Promise<void>((resolve) => {
      ponged = resolve;
    });
    toPage?.('2');
    await pong;
  };
  /** Moves the page's clock on by `ms`, in steps shorter than the socket's ping timeout. */
  const wait = async (ms: number) => {
    for (let left = ms; left > 0; left -= 10_000) {
      await heartbeat();
      await page.clock.runFor(Math.min(left, 10_000));
    }
  };
  await page.goto(`${baseURL()}/#${CHAT}`);
  await sendText(page, t, 'First, this arrives.');
  drop = true;
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 1_000);
  const lost = 'Then this one is lost on the way.';
  await page.getByRole('textbox', { name: t('chat.message') }).fill(lost);
  await page.getByRole('button', { name: t('chat.send'), exact: true }).click();
  await lostOnTheWay;
  const bubbles = log(page, t).locator('.mall-chat-bubble-list__message');
  const failed = bubbles.and(page.locator('[data-state="failed"]'));
  await wait(59_900);
  // Not yet: the message is still on its way after 59.9 s.
  await expect(bubbles.and(page.locator('[data-state="sending"]'))).toContainText(lost);
  await expect(failed).toHaveCount(0);
  await wait(100);
  await expect(failed).toContainText(lost);
  await expect(page.getByText(t('error.network'))).toBeVisible();
  // The page's time flows again (axe waits on it).
  await page.clock.resume();
  await expectNoSeriousAxeViolations(page, 'chat with a failed message');
  drop = false;
  await failed.getByRole('button', { name: `${t('chat.notSent')}, ${t('chat.retry')}` }).click();
  await expect(failed).toHaveCount(0);
  await expect(log(page, t).locator('[data-state="sent"]')).toHaveCount(2);
  await page.reload();
  await expect(log(page, t).getByText(lost, { exact: true })).toHaveCount(1);
});

test('older history loads on scrolling up and keeps the messages on screen in place', async ({ page }) => {
  test.setTimeout(120_000);
  const t = localeMessages('en');
  const shopper = await signInNewShopper(page, { locale: 'en' });
  const { id: sessionId } = await shopperCall<{ id: number }>('app/cs/session/create', {
    token: shopper.token,
    body: {},
  });
  for (let index = 1; index <= 45; index++) {
    await operator('cs/reply', { sessionId, content: `Reply ${index}` });
  }
  await page.goto(`${baseURL()}/#${CHAT}`);
  const rows = log(page, t).locator('.mall-chat-bubble-list__entry');
  // The newest page, at the bottom.
  await expect(log(page, t).getByText('Reply 45', { exact: true })).toBeInViewport();
  await expect(rows).toHaveCount(20);
  await expectNoSeriousAxeViolations(page, 'chat with a long history');
  const scroller = page.locator('.app-chat__scroll');
  const anchor = log(page, t).getByText('Reply 26', { exact: true });
  await scroller.evaluate((box) => {
    box.scrollTop = 0;
  });
  await expect(rows).toHaveCount(40);
  // Prepended above: what was at the top is still where it was, not pushed out of view.
  await expect(anchor).toBeInViewport();
  expect(await scroller.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
  await scroller.evaluate((box) => {
    box.scrollTop = 0;
  });
  await expect(rows).toHaveCount(45);
  await expect(page.getByText(t('chat.noOlder'))).toBeVisible();
  await expect(rows.first()).toContainText('Reply 1');
  // Opening the history marked every reply read.
  expect(await shopperCall<number>('app/cs/msg/unreadCount', { token: shopper.token })).toBe(0);
});

for (const locale of ['zh-Hans', 'en', 'bn']) {
  test(`the chat page in ${locale}: text, picture, cards and a reply`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = localeMessages(locale);
    const shopper = await signInNewShopper(page, { locale, balance: 1000 });
    const order = await placePaidOrder(shopper.token);
    await page.goto(`${baseURL()}/#${CHAT}?orderId=${order.id}`);
    await expect(page.getByText(t('chat.empty'))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`chat-empty-${locale}.png`) });
    await page.getByRole('button', { name: t('chat.sendOrder') }).click();
    await sendText(
      page,
      t,
      locale === 'bn' ? 'আমার পার্সেল কোথায়?' : locale === 'en' ? 'Where is my parcel?' : '我的包裹到哪了？',
    );
    await page
      .getByLabel(t('chat.sendPicture'))
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('.mall-chat-bubble-list__message[data-state="sent"]')).toHaveCount(3);
    const sessionId = await sessionIdOf(shopper);
    await operator('cs/reply', { sessionId, content: 'OK 👍' });
    await operator('cs/reply', {
      sessionId,
      content: { type: 'goods', data: { goodsId: order.goodsId, title: 'Tea', price: 19.9 } },
    });
    await expect(log(page, t).getByText('OK 👍')).toBeVisible();
    await expect(
      log(page, t).getByRole('button', { name: new RegExp(`^${t('chat.goodsCard')} Tea`) }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, `chat in ${locale}`);
    await page.screenshot({ path: test.info().outputPath(`chat-${locale}.png`) });
  });
}
