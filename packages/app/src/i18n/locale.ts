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

/**
 * The locale the app starts in on a device: the shopper's saved choice, else the default (spec
 * §2); the shop's `appLang` is applied once it has answered (`app.tsx`).
 */
export function startLocale(): AppLocale {
  return chooseLocale(window.localStorage.getItem(LOCALE_STORAGE_KEY), null);
}

/** The locale to show: the shopper's saved choice, else the shop's `appLang`, else the default. */
export function chooseLocale(
  saved: string | null | undefined,
  appLang: string | null | undefined,
): AppLocale {
  return resolveLocale(saved) ?? resolveLocale(appLang) ?? DEFAULT_LOCALE;
}
