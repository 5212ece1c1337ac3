import {
  APP_LOCALES,
  type AppLocale,
  DEFAULT_LOCALE,
  resolveLocale as resolveLocaleTag,
} from '@mall/wording';
import bn from './locales/bn.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import uz from './locales/uz.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import zhTw from './locales/zh-tw.json' with { type: 'json' };

/** The locales the server answers in: the shop's (`@mall/wording`). zh-Hans is the source wording. */
export const SERVER_LOCALES = APP_LOCALES;
export type ServerLocale = AppLocale;

/** A message key; every locale file has every key (a test fails otherwise). */
export type MessageKey = keyof typeof zhHans;

export const CATALOGUES: Record<ServerLocale, Record<string, string>> = {
  'zh-Hans': zhHans,
  'zh-tw': zhTw,
  en,
  bn,
  uz,
};

/**
 * The locale of a request from its `language` header (or a chat socket's `language`), by the
 * shop's one rule for a language tag (`@mall/wording`'s `resolveLocale`, the app's too): absent or
 * blank -> zh-Hans, unknown -> en (contract §1); case does not matter, and a region the shop does
 * not know falls back to the language (`en-US` -> en); `zh-TW`, `zh-HK`, `zh-Hant` -> zh-tw.
 */
export function resolveLocale(header: string | null | undefined): ServerLocale {
  return resolveLocaleTag(header) ?? DEFAULT_LOCALE;
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
