/**
 * The page for a shopper whose language is not the one the page carries. The app's build writes
 * the default locale's first-screen words into `index.html`; a shopper who chose another language
 * waits for that locale's `-core` chunk, which the app asks for only once its entry has run. The
 * app keeps the language it shows in a cookie as well (`mall.locale`, `locale-cookie.ts` of the
 * app), so the page it is served can name that chunk in its head (the browser fetches it beside
 * the entry), and a goods link's page preloads the rest of that locale's words, not the page's.
 */

/** The cookie the app writes with the shopper's language (the app's `LOCALE_COOKIE`). */
export const LOCALE_COOKIE = 'mall.locale';

/** A chunk of the build's `.vite/manifest.json`, as far as this module reads it. */
interface ManifestFile {
  file: string;
}

/**
 * The locale whose first-screen words `index` carries: the app's build writes the default
 * locale's into it, `<script type="application/json" id="mall-first-words" data-locale>`.
 */
export function pageWordsLocale(index: string): string | undefined {
  const written = /<script\b[^>]*\sid="mall-first-words"[^>]*>/i.exec(index)?.[0];
  return (written && /\bdata-locale="([\w-]+)"/.exec(written)?.[1]) || undefined;
}

/**
 * Each locale's first-screen words chunk (`mall-locale/<locale>-core` of the manifest), but the
 * one whose words `index` carries: the page needs no chunk for it.
 */
export function localeWordsChunks(
  manifest: Record<string, ManifestFile>,
  index: string,
): ReadonlyMap<string, string> {
  const own = pageWordsLocale(index);
  const chunks = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const locale = /^mall-locale\/(.+)-core$/.exec(key)?.[1];
    if (locale && locale !== own) {
      chunks.set(locale, chunk.file);
    }
  }
  return chunks;
}

/**
 * `html` with a locale's words chunk `file` preloaded at the end of its head (`crossorigin`: the
 * app imports it as a module). Only a chunk's name from the build's manifest goes into a page.
 */
export function withLocalePreload(html: string, file: string): string {
  return html.replace('</head>', () => `<link rel="modulepreload" crossorigin href="./${file}"></head>`);
}
