import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { baseURL, localeMessages, shopperCall, useLocale } from './support';

/**
 * A published XSS corpus through the app's rich-text sanitiser (`packages/app/src/shared/sanitize-html.ts`,
 * DOMPurify) in the real browser, under the app page's real content security policy: each vector
 * becomes the description of a goods item as the server answers it (the answer read from the
 * server, its `content` replaced on the way to the page: the operator API has no action that
 * writes a description), and the goods detail page renders it. Nothing may run, no dialog may
 * open, no element may keep a handler attribute or a script URL, and the policy may report no
 * refused script, frame, object, base or form: a report would mean the sanitiser let one through
 * and only the policy stopped it.
 */
const corpus = JSON.parse(
  readFileSync(new URL('./fixtures/owasp-xss-filter-evasion.json', import.meta.url), 'utf8'),
) as { source: string; vectors: string[] };

/**
 * Directives whose report means markup that runs or loads got past the sanitiser: a script element,
 * an object, a frame, a base address, a form target. Inline handlers are not among them: Chromium
 * reports `script-src-attr` as soon as any parser in the page reads a handler attribute, also the
 * inert document DOMPurify parses the text into before it drops the attribute; a handler that
 * reached the page is found by its attribute instead.
 */
const SCRIPT_DIRECTIVES =
  /^(script-src-elem|script-src:|object-src|frame-src|child-src|base-uri|form-action|default-src)/;

interface Traces {
  handlers: string[];
  scriptUrls: string[];
  elements: string[];
  ran: boolean;
  policy: string[];
}

/** What a vector left in the page: handler attributes, script URLs, elements, a run, policy reports. */
function tracesOf(page: Page): Promise<Traces> {
  return page.evaluate(() => {
    const handlers: string[] = [];
    const scriptUrls: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) {
          handlers.push(`${element.localName}[${attribute.name}]`);
        }
        // Control characters and spaces are dropped by URL parsing, so they hide nothing here.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a vector hides behind.
        const value = attribute.value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
        if (
          /^(javascript|vbscript|livescript|data:text\/html)/.test(value) ||
          value.includes('javascript:')
        ) {
          scriptUrls.push(`${element.localName}[${attribute.name}=${attribute.value}]`);
        }
      }
    }
    const content = document.querySelector('.app-rich-text');
    const elements = Array.from(
      content?.querySelectorAll(
        'script, style, link, meta, base, iframe, frame, frameset, object, embed, form, input, svg, math, a, xml, body, html',
      ) ?? [],
    ).map((element) => element.localName);
    const seen = window as unknown as { corpusRan?: boolean; corpusPolicy?: string[] };
    return {
      handlers,
      scriptUrls,
      elements,
      ran: seen.corpusRan === true,
      policy: seen.corpusPolicy ?? ['the policy listener did not run'],
    };
  });
}

test(`the goods description: ${corpus.vectors.length} vectors of the OWASP XSS filter evasion cheat sheet render with nothing run`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  const goods = await shopperCall<{ list: { id: number }[] }>('app/goods/info/page', {
    body: { page: 1, size: 1 },
  });
  const goodsId = goods.list[0]?.id;
  expect(goodsId, 'the demo shop has goods').toBeDefined();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { corpusPolicy: string[] }).corpusPolicy = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective}: ${event.blockedURI || event.sample}`);
    });
    // Whatever a vector calls to show it ran: each leaves a mark instead of a dialog.
    const ran = () => {
      (window as unknown as { corpusRan: boolean }).corpusRan = true;
    };
    window.alert = ran;
    window.confirm = () => {
      ran();
      return false;
    };
    window.prompt = () => {
      ran();
      return null;
    };
  });

  await useLocale(page, 'en');
  const t = localeMessages('en');
  let description = '';
  await page.route('**/api/app/goods/info/info**', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: { content?: string | null } };
    answer.data.content = description;
    // The body goes out anew: neither the server's encoding nor its length applies to it.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)),
    );
    await route.fulfill({ status: response.status(), headers, json: answer });
  });

  const problems: string[] = [];
  for (const [index, vector] of corpus.vectors.entries()) {
    // A marker before the vector, closed before it starts, tells when the page has drawn it.
    const marker = `corpus-vector-${index}`;
    description = `<p>${marker}</p>${vector}`;
    await page.goto(`${baseURL()}/?corpus=${index}#/pages/goods/detail?id=${goodsId}`);
    const details = page.getByRole('tab', { name: t('detail.tabDetails') });
    await expect(details, `the goods detail page for vector #${index}`).toBeVisible();
    await details.click();
    await expect(
      page.locator('.app-rich-text', { hasText: marker }),
      `vector #${index} drawn`,
    ).toBeAttached();
    // Pictures that fail, handlers on load or error: give them time to fire.
    await page.waitForTimeout(150);
    const traces = await tracesOf(page);
    const policy = traces.policy.filter((report) => SCRIPT_DIRECTIVES.test(report));
    const images = await page
      .locator('.app-rich-text img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    const badImages = images.filter(
      (src) => !/^https?:\/\//i.test(src) && !(src.startsWith('/') && !src.startsWith('//')),
    );
    if (
      traces.ran ||
      traces.handlers.length > 0 ||
      traces.scriptUrls.length > 0 ||
      traces.elements.length > 0 ||
      policy.length > 0 ||
      badImages.length > 0
    ) {
      problems.push(
        `#${index} ${JSON.stringify(vector)}: ${JSON.stringify({ ...traces, policy, badImages })}`,
      );
    }
  }
  console.log(`${corpus.vectors.length} vectors from ${corpus.source}`);
  expect(problems).toEqual([]);
  expect(dialogs).toEqual([]);

  // The same checks see markup that was not sanitised: a handler put into the page by hand is
  // found, and the policy reports the inline handler it refused to run.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="/nowhere.png" onerror="alert(1)">');
  });
  await expect
    .poll(async () => {
      const traces = await tracesOf(page);
      return {
        handlers: traces.handlers,
        policy: traces.policy.some((report) => report.startsWith('script-src-attr')),
      };
    })
    .toEqual({ handlers: ['img[onerror]'], policy: true });
});
