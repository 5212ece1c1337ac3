import { type AppLocale, DEFAULT_LOCALE, resolveLocale } from '@mall/wording';

// The locales, their `Intl` tags and the rule that maps a language tag to one of them are the
// shop's, shared with the server and the kit's stories (`@mall/wording`).
export type { AppLocale } from '@mall/wording';
export { APP_LOCALES, DEFAULT_LOCALE, FALLBACK_LOCALE, INTL_TAGS, resolveLocale } from '@mall/wording';

/** Where the shopper's own choice is kept on the device. */
export const LOCALE_STORAGE_KEY = 'mall.locale';

/** The `lang` attribute of the document for each locale. */
export const HTML_LANG: Record<AppLocale, string> = {
  'zh-Hans': 'zh-Hans',
  'zh-tw': 'zh-Hant-TW',
  en: 'en',
  bn: 'bn',
  uz: 'uz',
};

/** Where the shop's `appLang` last answered is kept: a start without a saved choice opens in it. */
export const SHOP_LOCALE_KEY = 'mall.shopLocale';

/**
 * The locale the app starts in on a device: the shopper's saved choice, else the shop's `appLang`
 * as it last answered, else the default (spec §2); the shop's `appLang` is asked again once the app
 * runs (`app.tsx`).
 */
export function startLocale(): AppLocale {
  const storage = window.localStorage;
  return chooseLocale(storage.getItem(LOCALE_STORAGE_KEY), storage.getItem(SHOP_LOCALE_KEY));
}

/** Keeps the shop's `appLang` for the next start (quiet when storage refuses it). */
export function rememberShopLocale(appLang: string | null | undefined): void {
  try {
    if (appLang) {
      window.localStorage.setItem(SHOP_LOCALE_KEY, appLang);
    }
  } catch {
    // The next start opens in the default, as before.
  }
}

/** The locale to show: the shopper's saved choice, else the shop's `appLang`, else the default. */
export function chooseLocale(
  saved: string | null | undefined,
  appLang: string | null | undefined,
): AppLocale {
  return resolveLocale(saved) ?? resolveLocale(appLang) ?? DEFAULT_LOCALE;
}
