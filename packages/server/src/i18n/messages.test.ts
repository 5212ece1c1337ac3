import { describe, expect, it } from 'vitest';
import { CATALOGUES, resolveLocale, SERVER_LOCALES, translate } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('server messages', () => {
  const source = CATALOGUES['zh-Hans'];

  it.each(SERVER_LOCALES)(
    '%s has every message of the source wording, with the same placeholders',
    (locale) => {
      const catalogue = CATALOGUES[locale];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(source).sort());
      for (const [key, text] of Object.entries(source)) {
        expect(placeholders(catalogue[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
        expect(catalogue[key]?.trim(), `${locale} ${key}`).not.toBe('');
      }
    },
  );

  it('fills placeholders and falls back to the key when a message is unknown', () => {
    expect(translate('en', 'order.outOfStock', { title: 'Green tea' })).toBe('Not enough stock of Green tea');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });

  it("answers in the request's language by the shop's one rule: absent zh-Hans, unknown en", () => {
    expect(resolveLocale(undefined)).toBe('zh-Hans');
    expect(resolveLocale(null)).toBe('zh-Hans');
    expect(resolveLocale('  ')).toBe('zh-Hans');
    expect(resolveLocale('ZH-CN')).toBe('zh-Hans');
    expect(resolveLocale('zh-HK')).toBe('zh-tw');
    expect(resolveLocale('zh-Hant-TW')).toBe('zh-tw');
    expect(resolveLocale('en-US')).toBe('en');
    expect(resolveLocale('uz')).toBe('uz');
    expect(resolveLocale('fr')).toBe('en');
    for (const locale of SERVER_LOCALES) {
      expect(resolveLocale(locale)).toBe(locale);
    }
  });
});
