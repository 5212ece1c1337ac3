/** The bundled locales (contract: all five are bundled and offered). */
export const APP_LOCALES = ['zh-Hans', 'zh-tw', 'en', 'bn', 'uz'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

/** The source wording and the locale a first visit shows. */
export const DEFAULT_LOCALE: AppLocale = 'zh-Hans';
/** Used for any locale the app does not bundle, and for a key a locale lacks. */
export const FALLBACK_LOCALE: AppLocale = 'en';

/** Where the shopper's own choice is kept on the device. */
export const LOCALE_STORAGE_KEY = 'mall.locale';

/** BCP 47 tags for `Intl` (numbers, dates): script and region spelled out. */
export const INTL_TAGS: Record<AppLocale, string> = {
  'zh-Hans': 'zh-Hans-CN',
  'zh-tw': 'zh-Hant-TW',
  en: 'en',
  bn: 'bn-BD',
  uz: 'uz-Latn-UZ',
};

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

/**
 * Maps a locale as a shopper, a server or a browser writes it to a bundled one: `zh`, `zh-CN`,
 * `zh-Hans` → zh-Hans; `zh-TW`, `zh-HK`, `zh-Hant` → zh-tw; `en-GB` → en; anything unknown → en.
 * Blank input answers `undefined` (nothing chosen).
 */
export function resolveLocale(input: string | null | undefined): AppLocale | undefined {
  const value = input?.trim().toLowerCase().replace(/_/g, '-');
  if (!value) {
    return undefined;
  }
  if (value === 'zh-tw' || value === 'zh-hk' || value === 'zh-mo' || value.startsWith('zh-hant')) {
    return 'zh-tw';
  }
  if (value === 'zh' || value.startsWith('zh-')) {
    return 'zh-Hans';
  }
  const language = value.split('-', 1)[0];
  if (language === 'en' || language === 'bn' || language === 'uz') {
    return language;
  }
  return FALLBACK_LOCALE;
}

/** The locale to show: the shopper's saved choice, else the shop's `appLang`, else the default. */
export function chooseLocale(
  saved: string | null | undefined,
  appLang: string | null | undefined,
): AppLocale {
  return resolveLocale(saved) ?? resolveLocale(appLang) ?? DEFAULT_LOCALE;
}
