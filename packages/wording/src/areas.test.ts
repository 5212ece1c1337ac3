import { describe, expect, it } from 'vitest';
import { areaFileOf, assembleAreas, assembleLocales } from './areas';
import { APP_LOCALES } from './locales';
import { readLocaleWords } from './node';
import { localeWords } from './vite';

describe('assembling a locale from its area files', () => {
  it('joins the areas in the order of their names', () => {
    const words = assembleAreas('en', [
      { area: 'shell', words: { app: { name: 'Mall' } } },
      { area: 'order', words: { order: { number: 'No.' }, refund: { title: 'Refund' } } },
    ]);
    expect(words).toEqual({ app: { name: 'Mall' }, order: { number: 'No.' }, refund: { title: 'Refund' } });
    expect(Object.keys(words)).toEqual(['order', 'refund', 'app']);
  });

  it('joins a namespace kept in several areas, word by word', () => {
    const words = assembleAreas('en', [
      { area: 'shell', words: { title: { home: 'Home' } } },
      { area: 'order', words: { title: { orderList: 'My orders' }, order: { number: 'No.' } } },
    ]);
    expect(words).toEqual({ title: { orderList: 'My orders', home: 'Home' }, order: { number: 'No.' } });
  });

  it('refuses a word kept in two areas, and a word where another area keeps a namespace', () => {
    expect(() =>
      assembleAreas('en', [
        { area: 'order', words: { order: { number: 'No.' } } },
        { area: 'after-sales', words: { order: { number: 'Number' } } },
      ]),
    ).toThrow('en: "order.number" is in both after-sales.json and order.json');
    expect(() =>
      assembleAreas('en', [
        { area: 'order', words: { order: { number: 'No.' } } },
        { area: 'after-sales', words: { order: 'Order' } },
      ]),
    ).toThrow('en: "order" is in both after-sales.json and order.json');
  });

  it('reads the locale and area from a path', () => {
    expect(areaFileOf('../locales/zh-Hans/after-sales.json')).toEqual({
      locale: 'zh-Hans',
      area: 'after-sales',
    });
    expect(areaFileOf('/x/locales/en/shell.json')).toEqual({ locale: 'en', area: 'shell' });
    expect(areaFileOf('shell.ts')).toBeUndefined();
  });

  it('refuses a bundled locale without area files', () => {
    expect(() => assembleLocales({ '../locales/en/shell.json': { app: { name: 'Mall' } } })).toThrow(
      'no area files of the zh-Hans locale',
    );
  });

  it('reads the same words through Vite as through the file system', () => {
    for (const locale of APP_LOCALES) {
      expect(localeWords[locale], locale).toEqual(readLocaleWords(locale));
      expect(JSON.stringify(localeWords[locale]), locale).toBe(JSON.stringify(readLocaleWords(locale)));
    }
  });
});
