import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATION_MESSAGES } from '@mall/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { APP_LOCALES, DEFAULT_LOCALE } from './locale';
import { flattenMessages } from './messages';

const directory = join(import.meta.dirname, '../locales');
const load = (locale: string) =>
  flattenMessages(JSON.parse(readFileSync(join(directory, `${locale}.json`), 'utf8')) as never);
const source = load(DEFAULT_LOCALE);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Every key the code asks for: `t('...')` literals in the sources. */
function keysUsedInCode(): string[] {
  const keys = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)) {
          keys.add(match[1] ?? '');
        }
        for (const match of readFileSync(path, 'utf8').matchAll(/titleKey: '([\w.]+)'|'(title\.\w+)'/g)) {
          keys.add(match[1] ?? match[2] ?? '');
        }
      }
    }
  };
  walk(join(import.meta.dirname, '..'));
  return [...keys].filter(Boolean);
}

describe('locales', () => {
  it('bundles the five locales', () => {
    expect(readdirSync(directory).sort()).toEqual(APP_LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(APP_LOCALES)(
    '%s has every key of the source locale, no extra key and the same placeholders',
    (locale) => {
      const messages = load(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
      for (const [key, text] of Object.entries(source)) {
        expect(messages[key]?.trim(), `${locale} ${key}`).toBeTruthy();
        expect(placeholders(messages[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('translates every validation key of the SDK', () => {
    for (const key of Object.values(VALIDATION_MESSAGES)) {
      expect(source[key], key).toBeTruthy();
    }
  });

  it('has a message for every key the code uses', () => {
    const missing = keysUsedInCode().filter((key) => !(key in source));
    expect(missing).toEqual([]);
  });

  it('keeps the spec §8 wording in English', () => {
    const en = load('en');
    expect(en['message.addedToCart']).toBe('Added to cart');
    expect(en['message.loginSuccess']).toBe('Login successful');
    expect(en['message.loginFailed']).toBe('Login failed');
    expect(en['home.searchPlaceholder']).toBe('Search for product name');
  });
});
