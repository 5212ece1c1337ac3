import { ApiError, formatMoney } from '@mall/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, errorMessage } from './i18n-context';
import {
  APP_LOCALES,
  chooseLocale,
  INTL_TAGS,
  LOCALE_STORAGE_KEY,
  rememberShopLocale,
  resolveLocale,
  SHOP_LOCALE_KEY,
  startLocale,
} from './locale';
import { interpolate, translate } from './messages';

describe('locale choice', () => {
  it('maps what shoppers and servers write to a bundled locale, unknown to en', () => {
    expect(resolveLocale('zh-CN')).toBe('zh-Hans');
    expect(resolveLocale('zh_Hans')).toBe('zh-Hans');
    expect(resolveLocale('zh-TW')).toBe('zh-tw');
    expect(resolveLocale('zh-Hant-HK')).toBe('zh-tw');
    expect(resolveLocale('en-GB')).toBe('en');
    expect(resolveLocale('bn')).toBe('bn');
    expect(resolveLocale('uz-Latn')).toBe('uz');
    expect(resolveLocale('fr')).toBe('en');
    expect(resolveLocale('')).toBeUndefined();
  });

  it('prefers the saved choice, then appLang, then zh-Hans', () => {
    expect(chooseLocale('bn', 'en')).toBe('bn');
    expect(chooseLocale(null, 'en')).toBe('en');
    expect(chooseLocale(null, null)).toBe('zh-Hans');
  });

  it("starts in the device's saved choice, else the shop's appLang as it last answered, else the default", () => {
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
    window.localStorage.removeItem(SHOP_LOCALE_KEY);
    expect(startLocale()).toBe('zh-Hans');
    rememberShopLocale('bn');
    expect(startLocale()).toBe('bn');
    for (const [saved, locale] of [
      ['en', 'en'],
      ['zh_TW', 'zh-tw'],
      ['fr', 'en'],
    ]) {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, saved as string);
      expect(startLocale(), saved).toBe(locale);
    }
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
    window.localStorage.removeItem(SHOP_LOCALE_KEY);
  });
});

describe('translate', () => {
  it('falls back to en, then the key, and fills placeholders', () => {
    expect(translate({ a: 'A {n}' }, {}, 'a', { n: 2 })).toBe('A 2');
    expect(translate({}, { a: 'fallback' }, 'a')).toBe('fallback');
    expect(translate({}, {}, 'missing.key')).toBe('missing.key');
    expect(interpolate('{x} and {y}', { x: 1 })).toBe('1 and {y}');
  });

  it('formats money with the shop symbol and numbers per locale', () => {
    const en = createI18n('en', {}, {}, '¥');
    expect(en.formatPrice(123456)).toBe('¥1,234.56');
    expect(en.formatNumber(4120)).toBe('4,120');
    const bn = createI18n('bn', {}, {}, '৳');
    expect(bn.formatNumber(4120)).toBe(new Intl.NumberFormat('bn-BD').format(4120));
  });

  it('writes numbers, prices and percents in every locale as Intl does, without making an Intl number format', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const written: Record<string, string[]> = {};
    for (const locale of APP_LOCALES) {
      const i18n = createI18n(locale, {}, {}, '¥');
      written[locale] = [
        ...[0, 5, -500, 123456, 100000000, -987654321, Number.MAX_SAFE_INTEGER].map(i18n.formatPrice),
        ...[0, 4120, 1234567.891].map(i18n.formatNumber),
        ...[0.9, 0.125, 12.3456].map(i18n.formatPercent),
      ];
    }
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    for (const locale of APP_LOCALES) {
      const tag = INTL_TAGS[locale];
      const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
      expect(written[locale]).toEqual([
        ...[0, 5, -500, 123456, 100000000, -987654321, Number.MAX_SAFE_INTEGER].map((cents) =>
          formatMoney(cents, { symbol: '¥', locale: tag }),
        ),
        ...[0, 4120, 1234567.891].map((value) => new Intl.NumberFormat(tag).format(value)),
        ...[0.9, 0.125, 12.3456].map((value) => percent.format(value)),
      ]);
    }
    expect(written.uz?.[3]).toBe('¥1\u00a0234,56');
  });

  it('makes each date format the first time a date is shown, once, not when the functions are built', () => {
    let made = 0;
    const { DateTimeFormat } = Intl;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made += 1;
      }
    } as typeof DateTimeFormat;
    try {
      const zh = createI18n('zh-Hans', {}, {}, '¥');
      expect(made).toBe(0);
      const at = new Date(2026, 0, 2, 3, 4);
      const dateTime = new DateTimeFormat('zh-Hans-CN', { dateStyle: 'medium', timeStyle: 'short' });
      expect(zh.formatDate(at)).toBe(dateTime.format(at));
      expect(zh.formatDate('2026-01-02 03:04:00')).toBe(dateTime.format(at));
      expect(zh.formatDay(at)).toBe(new DateTimeFormat('zh-Hans-CN', { dateStyle: 'short' }).format(at));
      expect(zh.formatDay(at)).toBe(zh.formatDay('2026-01-02 03:04:00'));
      expect(zh.formatDate('not a date')).toBe('not a date');
      expect(made).toBe(2);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });

  it('translates the SDK client-side errors and keeps server messages', () => {
    const t = (key: string) => `<${key}>`;
    expect(errorMessage(new ApiError({ code: 5, message: 'fetch failed' }), t)).toBe('<error.network>');
    expect(errorMessage(new ApiError({ code: 1003, message: 'service error' }), t)).toBe('<error.service>');
    expect(errorMessage(new ApiError({ code: 404, message: '404 /x' }), t)).toBe('<error.notFound>');
    expect(errorMessage(new ApiError({ code: 1002, message: 'validation.mobile' }), t)).toBe(
      '<validation.mobile>',
    );
    expect(errorMessage(new ApiError({ code: 1001, message: '余额不足' }), t)).toBe('余额不足');
    expect(errorMessage(new Error('x'), t)).toBe('<error.unknown>');
    const guest = new ApiError({ code: 1001, message: '登录失效~', httpStatus: 401 }).withReason(
      'guestUnauthorized',
    );
    expect(errorMessage(guest, t)).toBe('<error.notFound>');
  });
});
