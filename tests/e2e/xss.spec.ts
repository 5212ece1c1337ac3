import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  baseURL,
  localeMessages,
  operator,
  placePaidOrder,
  shopperCall,
  signInNewShopper,
  type TestShopper,
} from './support';

/**
 * Text a shopper types that would run script or render markup if the app ever put it into the page
 * as HTML. Every free-text field must show each one it accepts as the same plain text.
 */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<script>window.__xss=1</script>',
  '<b data-xss>bold</b>',
  '"><svg onload=window.__xss=1>',
  '<a href="javascript:window.__xss=1">tap</a>',
  'javascript:alert(document.domain)',
];

/** Elements a payload would leave in the page had it rendered as markup. */
const PAYLOAD_MARKUP = [
  '[data-xss]',
  'img[src="x"]',
  'svg[onload]',
  '[onerror]',
  '[onload]',
  'a[href^="javascript:" i]',
];

const t = localeMessages('en');

/** One test's shopper and what its fields' steps share. */
interface Context {
  page: Page;
  shopper: TestShopper;
  /** The goods item reviewed (reviews and nicknames). */
  goodsId?: number;
  /** The text of the shopper's own review, to find it by (nicknames). */
  review?: string;
}

/** A page where a field's text shows. */
interface Place {
  name: string;
  /** Opens the page; answers the elements that must each read the payload as text. */
  open: (context: Context, payload: string) => Promise<Locator[]>;
}

/**
 * What became of a payload: saved (as `saved`: a field's `maxlength` may have cut it short while it
 * was typed), or refused with the message the shopper saw.
 */
type Written = { saved: string } | { refused: string };

/** A free-text field: how a shopper writes it, and where it shows. */
interface Field {
  field: string;
  /** What writing needs first (an order to review, a review to sign). */
  prepare?: (context: Context) => Promise<void>;
  /** Enters the payload as a shopper would; answers what was saved, or the refusal shown. */
  write: (context: Context, payload: string) => Promise<Written>;
  shows: Place[];
}

let visits = 0;

/** Loads the app afresh at a hash path, so every page is read from the server's current data. */
async function visit(page: Page, path: string): Promise<void> {
  visits += 1;
  await page.goto(`${baseURL()}/?visit=${visits}#${path}`);
}

/** A shopper API call that may be refused: its code and message, never thrown. */
async function attempt(
  path: string,
  body: unknown,
  token: string,
): Promise<{ code: number; message: string }> {
  const response = await fetch(`${baseURL()}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', language: 'en', Authorization: token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; message: string };
}

/**
 * Clicks `submit` of a form whose payload field now holds `entered`, and waits for `saved` or a
 * field marked invalid: answers the text saved, or that field's error.
 */
async function submitForm(page: Page, entered: string, submit: Locator, saved: Locator): Promise<Written> {
  await submit.click();
  const invalid = page.locator('[aria-invalid="true"]');
  await expect(saved.or(invalid).first()).toBeVisible();
  if ((await invalid.count()) === 0) {
    return { saved: entered };
  }
  const field = invalid.first();
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const errors = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return { refused: `${(await field.getAttribute('name')) ?? 'field'}: ${errors.join(' ')}` };
}

/** Types `text` into a field; answers what the field holds (its `maxlength` may cut it). */
async function typeInto(field: Locator, text: string): Promise<string> {
  await field.fill(text);
  return field.inputValue();
}

/** A goods line in stock, for orders to a chosen address. */
async function lineInStock(token: string): Promise<{ goodsId: number; specId: number }> {
  const goods = await shopperCall<{ list: { id: number }[] }>('app/goods/info/page', {
    body: { page: 1, size: 20 },
    token,
  });
  for (const { id } of goods.list) {
    const specs = await shopperCall<{ id: number; stock: number }[]>('app/goods/spec/list', {
      body: { goodsId: id },
      token,
    });
    const spec = specs.find((candidate) => candidate.stock > 0);
    if (spec) {
      return { goodsId: id, specId: spec.id };
    }
  }
  throw new Error('no goods item in stock');
}

/** The id of the shopper's newest address whose contact or detail is `text`. */
async function addressWith(token: string, text: string): Promise<number> {
  const addresses = await shopperCall<{ id: number; contact: string; address: string }[]>(
    'app/user/address/list',
    { body: {}, token },
  );
  const found = addresses.filter((address) => address.contact === text || address.address === text);
  const newest = Math.max(...found.map((address) => address.id));
  expect(Number.isFinite(newest), `an address with ${text}`).toBe(true);
  return newest;
}

/** A paid order of the shopper, shipped and received: it waits for a review. */
async function receivedOrder(shopper: TestShopper): Promise<{ id: number; goodsId: number }> {
  const order = await placePaidOrder(shopper.token);
  await operator('order/ship', { orderId: order.id, company: 'SF Express', num: `SF${order.id}` });
  await shopperCall(`app/order/info/confirm?orderId=${order.id}`, { token: shopper.token });
  return order;
}

/** Adds an address through the app's form: `contact` and `detail` as given. */
async function addAddress(page: Page, part: 'contact' | 'detail', payload: string): Promise<Written> {
  await visit(page, '/pages/user/address-edit');
  const other = { contact: 'Tess Lin', detail: '8 Longjing Road' };
  let entered = '';
  for (const name of ['contact', 'detail'] as const) {
    const field = page.getByRole('textbox', { name: t(`address.${name}`) });
    if (name === part) {
      entered = await typeInto(field, payload);
    } else {
      await field.fill(other[name]);
    }
  }
  await page.getByRole('textbox', { name: t('address.phone') }).fill('13911112222');
  await page.getByRole('button', { name: /^Region/ }).click();
  const picker = page.getByRole('dialog', { name: t('address.region') });
  for (const name of ['浙江省', '杭州市', '西湖区']) {
    await picker.getByRole('button', { name, exact: true }).click();
  }
  await expect(picker).toBeHidden();
  return submitForm(
    page,
    entered,
    page.getByRole('button', { name: t('address.save') }),
    page.getByText(t('message.addressSaved')),
  );
}

/** The places an address shows: the address book, checkout's choices and an order's copy. */
function addressPlaces(part: 'contact' | 'address'): Place[] {
  const inItem = (item: Locator) => [item.locator(`.mall-address-item__${part}`)];
  return [
    {
      name: 'address list',
      open: async ({ page }, payload) => {
        await visit(page, '/pages/user/address-list');
        const list = page.getByRole('list', { name: t('title.addressList') });
        return inItem(list.getByRole('listitem').filter({ hasText: payload }).first());
      },
    },
    {
      name: 'checkout',
      open: async ({ page, shopper }, payload) => {
        const { goodsId, specId } = await lineInStock(shopper.token);
        await visit(page, `/pages/order/submit?goodsId=${goodsId}&specId=${specId}&count=1`);
        const choices = page.getByRole('group', { name: t('submit.chooseAddress') });
        return inItem(choices.locator('label').filter({ hasText: payload }).first());
      },
    },
    {
      name: 'order detail',
      open: async ({ page, shopper }, payload) => {
        const call = <T>(path: string, body: unknown) => shopperCall<T>(path, { body, token: shopper.token });
        const addressId = await addressWith(shopper.token, payload);
        const line = await lineInStock(shopper.token);
        const order = await call<{ id: number }>('app/order/info/create', {
          goodsList: [{ ...line, count: 1 }],
          addressId,
        });
        await call('app/order/pay/accountPay', { orderId: order.id });
        await visit(page, `/pages/order/detail?id=${order.id}`);
        return inItem(page.getByRole('region', { name: t('submit.address') }));
      },
    },
  ];
}

/** The places a review shows, by the part read: its text or its author's nickname. */
function reviewPlaces(part: 'content' | 'name'): Place[] {
  const comment = (page: Page, context: Context, payload: string) =>
    page
      .locator('.app-comment')
      .filter({ hasText: part === 'content' ? payload : context.review })
      .first()
      .locator(`.app-comment__${part}`);
  return [
    {
      name: 'goods detail, comment tab',
      open: async (context, payload) => {
        await visit(context.page, `/pages/goods/detail?id=${context.goodsId}`);
        await context.page.getByRole('tab', { name: t('detail.tabComment') }).click();
        return [comment(context.page, context, payload)];
      },
    },
    {
      name: 'goods comments',
      open: async (context, payload) => {
        await visit(context.page, `/pages/goods/comment?goodsId=${context.goodsId}`);
        return [comment(context.page, context, payload)];
      },
    },
  ];
}

/** The places a bank card shows: the card list and the withdrawal form's choice of card. */
const bankCardPlaces: Place[] = [
  { name: 'bank cards', path: '/pages/bank/list', card: '.app-bank-list__card' },
  { name: 'withdrawal form', path: '/pages/withdrawal/submit', card: '.app-withdrawal-form__card-list li' },
].map(({ name, path, card }) => ({
  name,
  open: async ({ page }, payload) => {
    await visit(page, path);
    const face = page.locator(card).filter({ hasText: payload }).first();
    return [face.locator('.mall-bank-card-item__bank'), face.locator('.mall-bank-card-item__holder')];
  },
}));

let cardsAdded = 0;

/** The free-text fields the app shows today; a new one is one more entry. */
const FIELDS: Field[] = [
  {
    field: 'review',
    write: async (context, payload) => {
      const order = await receivedOrder(context.shopper);
      context.goodsId = order.goodsId;
      const { page } = context;
      await visit(page, `/pages/order/comment?orderId=${order.id}`);
      const five = page.getByRole('radio', { name: t('detail.stars', { count: '5' }) });
      await page.locator('label', { has: five }).click();
      const entered = await typeInto(page.getByRole('textbox', { name: t('review.content') }), payload);
      return submitForm(
        page,
        entered,
        page.getByRole('button', { name: t('review.submit') }),
        page.getByText(t('review.submitted')),
      );
    },
    shows: reviewPlaces('content'),
  },
  {
    field: 'nickname',
    prepare: async (context) => {
      const order = await receivedOrder(context.shopper);
      context.goodsId = order.goodsId;
      context.review = `Signed review ${context.shopper.username}`;
      await shopperCall('app/goods/comment/submit', {
        body: { orderId: order.id, goodsId: order.goodsId, starCount: 5, content: context.review },
        token: context.shopper.token,
      });
    },
    // The app has no nickname form yet: the shopper's own API call.
    write: async ({ shopper }, payload) => {
      const answer = await attempt('app/user/info/updatePerson', { nickName: payload }, shopper.token);
      return answer.code === 1000 ? { saved: payload } : { refused: `${answer.code} ${answer.message}` };
    },
    shows: [
      {
        name: 'my page header',
        open: async ({ page }) => {
          await visit(page, '/pages/index/my');
          return [page.locator('.app-my__name')];
        },
      },
      ...reviewPlaces('name'),
    ],
  },
  {
    field: 'address contact',
    write: ({ page }, payload) => addAddress(page, 'contact', payload),
    shows: addressPlaces('contact'),
  },
  {
    field: 'address detail',
    write: ({ page }, payload) => addAddress(page, 'detail', payload),
    shows: addressPlaces('address'),
  },
  {
    field: 'bank card holder and bank name',
    write: async ({ page }, payload) => {
      cardsAdded += 1;
      await visit(page, '/pages/bank/edit');
      const bank = await typeInto(page.getByRole('textbox', { name: t('bank.name') }), payload);
      const holder = await typeInto(page.getByRole('textbox', { name: t('bank.holderName') }), payload);
      expect(bank, 'both fields keep the same part').toBe(holder);
      await page
        .getByRole('textbox', { name: t('bank.cardNumber') })
        .fill(`62220202${String(cardsAdded).padStart(8, '0')}`);
      return submitForm(
        page,
        holder,
        page.getByRole('button', { name: t('bank.save') }),
        page.getByRole('status').filter({ hasText: t('message.saved') }),
      );
    },
    shows: bankCardPlaces,
  },
  {
    field: 'feedback content and contact',
    write: async ({ page }, payload) => {
      await visit(page, '/uni_modules/cool-app/pages/feedback/submit');
      await page
        .getByRole('group', { name: t('feedback.type') })
        .getByRole('radio')
        .first()
        .check();
      const content = await typeInto(page.getByRole('textbox', { name: t('feedback.content') }), payload);
      const contact = await typeInto(page.getByRole('textbox', { name: t('feedback.contact') }), payload);
      expect(contact, 'both fields keep the same part').toBe(content);
      return submitForm(
        page,
        content,
        page.getByRole('button', { name: t('feedback.submit') }),
        page.getByText(t('feedback.submitted')),
      );
    },
    shows: [
      {
        name: 'feedback list',
        open: async ({ page }, payload) => {
          await visit(page, '/uni_modules/cool-app/pages/feedback/list');
          const list = page.getByRole('list', { name: t('feedback.list') });
          return [list.locator('.app-support-row__content').filter({ hasText: payload }).first()];
        },
      },
      {
        name: 'feedback detail',
        open: async ({ page, shopper }, payload) => {
          const { list } = await shopperCall<{ list: { id: number; content: string }[] }>(
            'app/app/feedback/page',
            {
              body: { page: 1, size: 20 },
              token: shopper.token,
            },
          );
          const id = list.find((row) => row.content === payload)?.id;
          await visit(page, `/uni_modules/cool-app/pages/feedback/detail?id=${id}`);
          return [
            page.locator('.app-support-detail__text').first(),
            page.locator('.app-support-detail__facts dd').first(),
          ];
        },
      },
    ],
  },
  {
    field: 'complaint content',
    write: async ({ page }, payload) => {
      await visit(page, '/uni_modules/cool-app/pages/complain/submit');
      await page
        .getByRole('group', { name: t('complaint.type') })
        .getByRole('radio')
        .first()
        .check();
      const content = await typeInto(page.getByRole('textbox', { name: t('complaint.content') }), payload);
      return submitForm(
        page,
        content,
        page.getByRole('button', { name: t('complaint.submit') }),
        page.getByText(t('complaint.submitted')),
      );
    },
    shows: [
      {
        name: 'complaint list',
        open: async ({ page }, payload) => {
          await visit(page, '/uni_modules/cool-app/pages/complain/list');
          const list = page.getByRole('list', { name: t('complaint.list') });
          return [list.locator('.app-support-row__content').filter({ hasText: payload }).first()];
        },
      },
      {
        name: 'complaint detail',
        open: async ({ page, shopper }, payload) => {
          const { list } = await shopperCall<{ list: { id: number; content: string }[] }>(
            'app/app/complain/page',
            {
              body: { page: 1, size: 20 },
              token: shopper.token,
            },
          );
          const id = list.find((row) => row.content === payload)?.id;
          await visit(page, `/uni_modules/cool-app/pages/complain/detail?id=${id}`);
          return [page.locator('.app-support-detail__text').first()];
        },
      },
    ],
  },
];

/** What the page shows of any payload having run or rendered, and any CSP report. */
async function tracesOfPayloads(page: Page) {
  return page.evaluate((markup) => {
    const seen = window as unknown as { __xss?: unknown; xssCspViolations?: string[] };
    return {
      xss: typeof seen.__xss,
      markup: markup.filter((selector) => document.querySelector(selector) !== null),
      scripts: [...document.scripts].filter((script) => script.text.includes('__xss')).length,
      csp: seen.xssCspViolations ?? ['the CSP listener did not run'],
    };
  }, PAYLOAD_MARKUP);
}

for (const entry of FIELDS) {
  test(`${entry.field}: HTML and script typed in show as text, and nothing runs`, async ({ page }) => {
    test.setTimeout(180_000);
    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { xssCspViolations: string[] }).xssCspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective}: ${event.blockedURI || event.sample}`);
      });
    });
    const context: Context = { page, shopper: await signInNewShopper(page, { locale: 'en', balance: 1000 }) };
    await entry.prepare?.(context);

    const whole: string[] = [];
    const notes: string[] = [];
    for (const payload of PAYLOADS) {
      const written = await entry.write(context, payload);
      if ('refused' in written) {
        notes.push(`refused ${payload}  ->  ${written.refused}`);
        continue;
      }
      const text = written.saved;
      if (text === payload) {
        whole.push(payload);
      } else {
        notes.push(`cut by the field's length ${payload}  ->  ${text}`);
      }
      for (const place of entry.shows) {
        const parts = await place.open(context, text);
        for (const part of parts) {
          await expect(part, `${place.name} shows ${text}`).toContainText(text);
        }
        if (payload === PAYLOADS[0] && place === entry.shows[0]) {
          await page.screenshot({ path: test.info().outputPath(`${entry.field.replace(/\W+/g, '-')}.png`) });
        }
        expect(await tracesOfPayloads(page), `${place.name} after ${text}`).toEqual({
          xss: 'undefined',
          markup: [],
          scripts: 0,
          csp: [],
        });
      }
    }

    console.log(`${entry.field}: ${whole.length} of ${PAYLOADS.length} shown whole as text`);
    for (const note of notes) {
      console.log(`  ${note}`);
    }
    expect(
      whole.filter((payload) => payload.includes('<') && payload.includes('>')),
      'at least one payload with markup reached the screen whole',
    ).not.toEqual([]);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('chat: HTML and script typed in show as text, live and in history; nothing runs', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { xssCspViolations: string[] }).xssCspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
  });
  await signInNewShopper(page, { locale: 'en' });
  await visit(page, '/uni_modules/cool-cs/pages/chat');
  const chatLog = page.getByRole('log', { name: t('chat.log') });
  await expect(page.getByText(t('chat.empty'))).toBeVisible();
  for (const payload of PAYLOADS) {
    await page.getByRole('textbox', { name: t('chat.message') }).fill(payload);
    await page.getByRole('button', { name: t('chat.send'), exact: true }).click();
    await expect(chatLog.getByText(payload, { exact: true })).toBeVisible();
  }
  await expect(chatLog.locator('[data-state="sent"]')).toHaveCount(PAYLOADS.length);
  const clean = { xss: 'undefined', markup: [], scripts: 0, csp: [] };
  expect(await tracesOfPayloads(page), 'chat, live').toEqual(clean);
  // Read back from the server as history.
  await visit(page, '/uni_modules/cool-cs/pages/chat');
  for (const payload of PAYLOADS) {
    await expect(chatLog.getByText(payload, { exact: true })).toBeVisible();
  }
  expect(await tracesOfPayloads(page), 'chat, history').toEqual(clean);
  expect(problems).toEqual([]);
});
