import type { AppLocale } from './locale';

/**
 * The cookie that tells the shop's server which language the app starts in on this device (the
 * server's `page-locale.ts` reads it): the page it serves names that language's first-screen words
 * in its head, so the browser fetches them beside the app's script instead of after it has run.
 * The choice itself stays in `localStorage` (`LOCALE_STORAGE_KEY`); the cookie follows it. A
 * language the shop's `appLang` switches to is not one the app starts in (it starts in the default
 * and switches once the shop has answered), so it is not written: the page would name words the
 * start does not use.
 */
export const LOCALE_COOKIE = 'mall.locale';

/** How long the cookie is kept without a visit: a year, renewed at each start. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The `document.cookie` text that keeps `locale` for the whole origin (the app is one page at
 * `/`); `Secure` on an HTTPS page.
 */
export function localeCookieText(locale: AppLocale, secure: boolean): string {
  const age = LOCALE_COOKIE_MAX_AGE_S;
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Keeps a language in the cookie for another year. */
export function writeLocaleCookie(locale: AppLocale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written where the Cookie Store API is missing too.
  document.cookie = localeCookieText(locale, window.location.protocol === 'https:');
}
