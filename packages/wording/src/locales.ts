/** The bundled locales (contract: all five are bundled and offered). */
export const APP_LOCALES = ['zh-Hans', 'zh-tw', 'en', 'bn', 'uz'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

/** The source wording, the locale a first visit shows and the one a request without a language gets. */
export const DEFAULT_LOCALE: AppLocale = 'zh-Hans';
/** Used for any locale the shop does not bundle, and for a key a locale lacks. */
export const FALLBACK_LOCALE: AppLocale = 'en';

/** BCP 47 tags for `Intl` (numbers, dates): script and region spelled out. */
export const INTL_TAGS: Record<AppLocale, string> = {
  'zh-Hans': 'zh-Hans-CN',
  'zh-tw': 'zh-Hant-TW',
  en: 'en',
  bn: 'bn-BD',
  uz: 'uz-Latn-UZ',
};

/**
 * The one rule that maps a language tag, as a shopper, a server, a browser or a `language` header
 * writes it, to a bundled locale; the app and the server both use it. Case and `_` for `-` do not
 * matter. Traditional Chinese (`zh-TW`, `zh-HK`, `zh-MO`, `zh-Hant`, `zh-Hant-*`) → zh-tw; any
 * other Chinese (`zh`, `zh-CN`, `zh-SG`, `zh-Hans`) → zh-Hans; a bundled language with any region
 * or script (`en-GB`, `uz-Latn`) → that language; anything else → en (the fallback). Blank input
 * answers `undefined`: nothing was asked for, and each caller has its own default.
 */
export function resolveLocale(tag: string | null | undefined): AppLocale | undefined {
  const value = tag?.trim().toLowerCase().replace(/_/g, '-');
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
