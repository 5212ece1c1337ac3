import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_LOCALES, DEFAULT_LOCALE, resolveLocale } from './locales';
import { flattenMessages, type Nested } from './messages';
import { LOCALES_DIRECTORY, localeAreas, readArea, readLocaleWords } from './node';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const source = flattenMessages(readLocaleWords(DEFAULT_LOCALE));
const sourceAreas = localeAreas(DEFAULT_LOCALE);

describe('the words', () => {
  it('are kept for the five locales, nothing else', () => {
    const folders = readdirSync(LOCALES_DIRECTORY, { withFileTypes: true });
    expect(folders.every((entry) => entry.isDirectory())).toBe(true);
    expect(folders.map((entry) => entry.name).sort()).toEqual([...APP_LOCALES].sort());
  });

  it.each(APP_LOCALES)('%s has the area files of the source locale, each with its namespaces', (locale) => {
    expect(localeAreas(locale)).toEqual(sourceAreas);
    for (const area of sourceAreas) {
      expect(Object.keys(readArea(locale, area)), `${locale}/${area}.json`).toEqual(
        Object.keys(readArea(DEFAULT_LOCALE, area)),
      );
    }
  });

  it.each(APP_LOCALES)(
    '%s has every key of the source locale, no extra key, none blank, and the same placeholders',
    (locale) => {
      const messages = flattenMessages(readLocaleWords(locale));
      expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
      for (const [key, text] of Object.entries(source)) {
        expect(messages[key]?.trim(), `${locale} ${key}`).toBeTruthy();
        expect(placeholders(messages[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('keeps each word in one area', () => {
    const leaves = (words: Nested): number =>
      Object.values(words).reduce<number>(
        (sum, value) => sum + (typeof value === 'string' ? 1 : leaves(value)),
        0,
      );
    let inAreas = 0;
    for (const area of sourceAreas) {
      const words = readArea(DEFAULT_LOCALE, area);
      expect(Object.keys(words).length, area).toBeGreaterThan(0);
      inAreas += leaves(words);
    }
    expect(leaves(readLocaleWords(DEFAULT_LOCALE))).toBe(inAreas);
  });
});

describe('the locale of a language tag', () => {
  it('maps what shoppers, browsers and servers write to a bundled locale, unknown to en', () => {
    const cases: [string, string][] = [
      ['zh-Hans', 'zh-Hans'],
      ['zh', 'zh-Hans'],
      ['zh-CN', 'zh-Hans'],
      ['zh_Hans', 'zh-Hans'],
      ['zh-SG', 'zh-Hans'],
      ['zh-tw', 'zh-tw'],
      ['zh-TW', 'zh-tw'],
      ['zh-HK', 'zh-tw'],
      ['zh-MO', 'zh-tw'],
      ['zh-Hant', 'zh-tw'],
      ['zh-Hant-HK', 'zh-tw'],
      [' EN ', 'en'],
      ['en-GB', 'en'],
      ['bn', 'bn'],
      ['bn-BD', 'bn'],
      ['uz-Latn', 'uz'],
      ['fr', 'en'],
      ['ja-JP', 'en'],
    ];
    for (const [tag, locale] of cases) {
      expect(resolveLocale(tag), tag).toBe(locale);
    }
  });

  it('answers nothing for a blank tag: the caller chooses its default', () => {
    for (const blank of ['', '  ', null, undefined]) {
      expect(resolveLocale(blank)).toBeUndefined();
    }
  });

  it('answers every bundled locale for its own name', () => {
    for (const locale of APP_LOCALES) {
      expect(resolveLocale(locale)).toBe(locale);
    }
  });
});
