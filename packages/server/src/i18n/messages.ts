import bn from './locales/bn.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import uz from './locales/uz.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import zhTw from './locales/zh-tw.json' with { type: 'json' };

/** The locales the server answers in. zh-Hans is the source wording. */
export const SERVER_LOCALES = ['zh-Hans', 'zh-tw', 'en', 'bn', 'uz'] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];

/** A message key; every locale file has every key (a test fails otherwise). */
export type MessageKey = keyof typeof zhHans;

export const CATALOGUES: Record<ServerLocale, Record<string, string>> = {
  'zh-Hans': zhHans,
  'zh-tw': zhTw,
  en,
  bn,
  uz,
};

const byLowerCase = new Map(SERVER_LOCALES.map((locale) => [locale.toLowerCase(), locale]));
byLowerCase.set('zh-cn', 'zh-Hans');
byLowerCase.set('zh', 'zh-Hans');
byLowerCase.set('zh-hant', 'zh-tw');

/**
 * The locale of a request from its `language` header: absent -> zh-Hans, unknown -> en (contract §1).
 * Case does not matter, and a region the server does not know falls back to the language
 * (`en-US` -> en).
 */
export function resolveLocale(header: string | null | undefined): ServerLocale {
  if (!header?.trim()) {
    return 'zh-Hans';
  }
  const value = header.trim().toLowerCase();
  return byLowerCase.get(value) ?? byLowerCase.get(value.split('-')[0] ?? '') ?? 'en';
}

/** The message in a locale, with `{name}` placeholders filled. */
export function translate(
  locale: ServerLocale,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const template = CATALOGUES[locale][key] ?? CATALOGUES.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}
