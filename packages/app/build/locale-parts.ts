import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_LOCALE } from '../src/i18n/locale.ts';
import { FIRST_WORDS_ID, type LocalePart, pickLocalePart } from '../src/i18n/locale-parts.ts';
import { flattenMessages, type Nested } from '../src/i18n/messages.ts';

const PREFIX = 'virtual:mall-locale/';
const RESOLVED = '\0mall-locale/';

/**
 * Serves `virtual:mall-locale/<locale>/<part>`: the first-screen namespaces (`core`) or all the
 * others (`rest`) of `src/locales/<locale>.json`. Translators keep one file per locale; the build
 * makes two chunks of it (named `<locale>-core` and `<locale>-rest`), so the first screen loads
 * only the words it shows. The built index.html carries the default locale's first-screen words
 * (what a first visit shows) as JSON, flattened (`FIRST_WORDS_ID`): the app starts without asking
 * for them. The page's first requests are then its script and its first picture: the words' own
 * request took a connection of its own beside them and shared the line with the script, which on
 * the simulated phone line of the benchmark put a goods link's first picture a round trip later.
 */
export function localeParts(localesDirectory: string): Plugin {
  return {
    name: 'mall-locale-parts',
    enforce: 'pre',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The build only: the dev server serves the words as modules.
        if (!context.bundle) {
          return [];
        }
        const words = flattenMessages(pickLocalePart(readLocale(localesDirectory, DEFAULT_LOCALE), 'core'));
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: FIRST_WORDS_ID, 'data-locale': DEFAULT_LOCALE },
            // `<` escaped: no word can close the element.
            children: JSON.stringify(words).replace(/</g, '\\u003c'),
            injectTo: 'head',
          },
        ];
      },
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length).replace('/', '-')}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) {
        return undefined;
      }
      const name = id.slice(RESOLVED.length);
      const split = name.lastIndexOf('-');
      const locale = name.slice(0, split);
      const part = name.slice(split + 1) as LocalePart;
      this.addWatchFile(join(localesDirectory, `${locale}.json`));
      return `export default ${JSON.stringify(pickLocalePart(readLocale(localesDirectory, locale), part))};`;
    },
  };
}

/** A locale's file of words, `src/locales/<locale>.json`. */
function readLocale(localesDirectory: string, locale: string): Nested {
  return JSON.parse(readFileSync(join(localesDirectory, `${locale}.json`), 'utf8')) as Nested;
}
