import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { readLocaleWords } from '@mall/wording/node';
import type { HtmlTagDescriptor } from 'vite';
import { describe, expect, it } from 'vitest';
import { localeParts } from '../../build/locale-parts.ts';
import { FIRST_SCREEN_WORDS, FIRST_WORDS_ID, isFirstScreenKey, pickLocalePart } from './locale-parts';
import { ensurePageMessages, loadFirstScreenMessages, messageStore, switchMessages } from './message-store';
import { flattenMessages } from './messages';

const src = join(import.meta.dirname, '..');

/** The source files the first screen loads: everything `main.tsx` imports statically, transitively. */
function firstScreenFiles(): string[] {
  const seen = new Set<string>();
  const queue = [join(src, 'main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) {
      continue;
    }
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?from\s*)?'(\.[^']+)'/gm,
    )) {
      const base = resolve(dirname(file), match[1] ?? '');
      const found = [`${base}.ts`, `${base}.tsx`, base].find(
        (path) => /\.tsx?$/.test(path) && existsSync(path),
      );
      if (found) {
        queue.push(found);
      }
    }
  }
  return [...seen];
}

describe('the first screen loads only its own words', () => {
  it('asks only for first-screen words, page titles aside (the shell waits for those)', () => {
    const files = firstScreenFiles();
    // The frame and home, at least: a broken walk would pass with nothing to check.
    expect(files.map((file) => relative(src, file))).toEqual(
      expect.arrayContaining(['shell/root-layout.tsx', 'features/goods/home-page.tsx', 'shell/page.tsx']),
    );
    const outside: string[] = [];
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'(\w+\.[\w.]+)'|titleKey: '(tab\.[\w.]+)'/g)) {
        if (!isFirstScreenKey(match[1] ?? match[2] ?? '')) {
          outside.push(`${relative(src, file)}: ${match[0]}`);
        }
      }
    }
    expect(outside).toEqual([]);
  });

  it('makes every lazy component wait for the words of the pages', () => {
    // Lazy parts that show no words themselves: what they may show waits for the words in its
    // own file (checked below like any other).
    const wordless = new Set([
      // What starts once the first screen is idle; the version prompt is lazy in
      // startup-version-check.tsx.
      'shell/deferred-start.tsx',
    ]);
    expect(readFileSync(join(src, 'features/user/startup-version-check.tsx'), 'utf8')).toContain(
      'ensurePageMessages',
    );
    const offenders: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) {
          walk(path);
        } else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          const code = readFileSync(path, 'utf8');
          const file = relative(src, path);
          if (/\blazy\(/.test(code) && !code.includes('ensurePageMessages') && !wordless.has(file)) {
            offenders.push(file);
          }
        }
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });

  it("splits each locale's words into two parts that together hold every key once", () => {
    const file = readLocaleWords('zh-Hans');
    const core = Object.keys(flattenMessages(pickLocalePart(file, 'core')));
    const rest = Object.keys(flattenMessages(pickLocalePart(file, 'rest')));
    expect([...core, ...rest].sort()).toEqual(Object.keys(flattenMessages(file)).sort());
    expect(core.every(isFirstScreenKey)).toBe(true);
    expect(rest.some(isFirstScreenKey)).toBe(false);
    // Every word named is in the file (a renamed key would silently leave the first screen).
    for (const word of FIRST_SCREEN_WORDS) {
      expect(
        core.some((key) => key === word || key.startsWith(`${word}.`)),
        word,
      ).toBe(true);
    }
    expect(core).toEqual(expect.arrayContaining(['title.home', 'cart.count', 'tab.home']));
    expect(core).not.toContain('title.goodsDetail');
  });

  it('starts with the first-screen words and adds the rest when a page asks for them', async () => {
    document.documentElement.lang = 'zh-Hans';
    await loadFirstScreenMessages('bn');
    const first = messageStore.get();
    expect(first).toMatchObject({ locale: 'bn', complete: false });
    // The page's language comes with its words, before anything renders them.
    expect(document.documentElement.lang).toBe('bn');
    expect(first.messages['tab.home']).toBeTruthy();
    expect(first.messages['order.number']).toBeUndefined();

    let notified = 0;
    const unsubscribe = messageStore.subscribe(() => {
      notified += 1;
    });
    await Promise.all([ensurePageMessages(), ensurePageMessages()]);
    const full = messageStore.get();
    expect(notified).toBe(1);
    expect(full.complete).toBe(true);
    expect(full.messages['tab.home']).toBe(first.messages['tab.home']);
    expect(Object.keys(full.messages).length).toBeGreaterThan(Object.keys(first.messages).length * 3);
    // No en fallback is loaded: every locale is complete, so the locale is its own fallback.
    expect(full.fallback).toBe(full.messages);

    let langAtSwitch = '';
    const watchLang = messageStore.subscribe(() => {
      langAtSwitch = document.documentElement.lang;
    });
    await switchMessages('uz');
    watchLang();
    expect(messageStore.get()).toMatchObject({ locale: 'uz', complete: true });
    expect(langAtSwitch).toBe('uz');
    await ensurePageMessages();
    expect(notified).toBe(2);
    unsubscribe();
  });

  it('takes the first-screen words the page carries for its locale, and asks for them otherwise', async () => {
    const carried = document.createElement('script');
    carried.type = 'application/json';
    carried.id = FIRST_WORDS_ID;
    carried.dataset.locale = 'en';
    // Words no locale file has: only the page can have brought them.
    carried.textContent = JSON.stringify({ 'tab.home': 'Home <carried>', 'app.name': 'Carried' });
    document.head.append(carried);
    try {
      await loadFirstScreenMessages('en');
      expect(messageStore.get()).toMatchObject({
        locale: 'en',
        complete: false,
        messages: { 'tab.home': 'Home <carried>', 'app.name': 'Carried' },
      });
      expect(document.documentElement.lang).toBe('en');
      // Another locale's words in the page: the locale's own are loaded.
      await loadFirstScreenMessages('uz');
      const uz = flattenMessages(pickLocalePart(readLocaleWords('uz'), 'core'));
      expect(messageStore.get()).toMatchObject({ locale: 'uz', messages: uz });
      // Unreadable words in the page: the locale's own are loaded, the app starts all the same.
      const en = flattenMessages(pickLocalePart(readLocaleWords('en'), 'core'));
      for (const unreadable of ['{"tab.home": "Ho', '', 'null']) {
        carried.textContent = unreadable;
        await loadFirstScreenMessages('en');
        expect(messageStore.get()).toMatchObject({ locale: 'en', messages: en });
      }
    } finally {
      carried.remove();
    }
  });

  it("writes the default locale's first-screen words into the built page, where no word can end the element", async () => {
    const locales = mkdtempSync(join(tmpdir(), 'mall-locales-'));
    try {
      // Two area files of the default locale: the plugin joins them.
      mkdirSync(join(locales, 'zh-Hans'));
      const shell = { app: { name: '</script><!-- <b>shop</b>' } };
      writeFileSync(join(locales, 'zh-Hans', 'shell.json'), JSON.stringify(shell));
      const goods = { home: { hot: 'Hot & new' }, order: { number: 'No.' } };
      writeFileSync(join(locales, 'zh-Hans', 'goods.json'), JSON.stringify(goods));
      const hook = localeParts(locales).transformIndexHtml as {
        handler: (html: string, context: { bundle?: object }) => Promise<HtmlTagDescriptor[]>;
      };
      const [tag, ...others] = await hook.handler('', { bundle: {} });
      expect(others).toEqual([]);
      expect(tag?.attrs).toEqual({ type: 'application/json', id: FIRST_WORDS_ID, 'data-locale': 'zh-Hans' });
      const text = String(tag?.children);
      expect(text).not.toContain('<');
      // The first screen's words only, flattened, as the store takes them.
      expect(JSON.parse(text)).toEqual({ 'app.name': '</script><!-- <b>shop</b>', 'home.hot': 'Hot & new' });
      // The dev server serves the words as modules: nothing written into its page.
      expect(await hook.handler('', {})).toEqual([]);
    } finally {
      rmSync(locales, { recursive: true, force: true });
    }
  });
});
