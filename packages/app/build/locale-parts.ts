import { join } from 'node:path';
import type * as WordingNode from '@mall/wording/node';
import { type Plugin, runnerImport } from 'vite';
import { FIRST_WORDS_ID, type LocalePart, pickLocalePart } from '../src/i18n/locale-parts.ts';

const PREFIX = 'virtual:mall-locale/';
const RESOLVED = '\0mall-locale/';

let wordingNode: Promise<typeof WordingNode> | undefined;

/**
 * `@mall/wording/node`, loaded once through Vite's module runner: Vite's config loader leaves every
 * package it imports to Node, which runs no TypeScript, and the package ships its source.
 */
function loadWording(): Promise<typeof WordingNode> {
  wordingNode ??= runnerImport<typeof WordingNode>('@mall/wording/node', {
    configFile: false,
    root: join(import.meta.dirname, '..'),
    logLevel: 'silent',
  }).then((loaded) => loaded.module);
  return wordingNode;
}

/**
 * Serves `virtual:mall-locale/<locale>/<part>`: the first-screen namespaces (`core`) or all the
 * others (`rest`) of a locale's words, every area file of `@mall/wording` joined (`locales/<locale>/
 * <area>.json` of `localesDirectory`, the package's own unless a test names another). Translators
 * keep one file per area per locale; the build makes two chunks of each locale (named
 * `<locale>-core` and `<locale>-rest`), so the first screen loads only the words it shows. The
 * built index.html carries the default locale's first-screen words (what a first visit shows) as
 * JSON, flattened (`FIRST_WORDS_ID`): the app starts without asking for them. The page's first
 * requests are then its script and its first picture: the words' own request took a connection of
 * its own beside them and shared the line with the script, which on the simulated phone line of
 * the benchmark put a goods link's first picture a round trip later.
 */
export function localeParts(localesDirectory?: string): Plugin {
  return {
    name: 'mall-locale-parts',
    enforce: 'pre',
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        // The build only: the dev server serves the words as modules.
        if (!context.bundle) {
          return [];
        }
        const { DEFAULT_LOCALE, flattenMessages, readLocaleWords } = await loadWording();
        const words = flattenMessages(
          pickLocalePart(readLocaleWords(DEFAULT_LOCALE, localesDirectory), 'core'),
        );
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
    load: {
      // Only the words' modules: the bundler does not wait on this plugin for any other.
      filter: { id: /^\0mall-locale\// },
      async handler(id) {
        const { areaFilePath, localeAreas, readLocaleWords } = await loadWording();
        const name = id.slice(RESOLVED.length);
        const split = name.lastIndexOf('-');
        const locale = name.slice(0, split);
        const part = name.slice(split + 1) as LocalePart;
        for (const area of localeAreas(locale, localesDirectory)) {
          this.addWatchFile(areaFilePath(locale, area, localesDirectory));
        }
        const words = pickLocalePart(readLocaleWords(locale, localesDirectory), part);
        return `export default ${JSON.stringify(words)};`;
      },
    },
  };
}
