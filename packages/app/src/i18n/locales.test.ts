import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATION_MESSAGES } from '@mall/sdk/schemas';
import { readLocaleWords } from '@mall/wording/node';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from './locale';
import { flattenMessages } from './messages';

// Every locale has every key of the source locale, none blank, with its placeholders: the words'
// own test (`@mall/wording`, locales.test.ts). Here: the app asks only for words that exist.
const load = (locale: string) => flattenMessages(readLocaleWords(locale));
const source = load(DEFAULT_LOCALE);

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
