import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_LOCALE } from '../src/i18n/locale.ts';
import { type LocalePart, pickLocalePart } from '../src/i18n/locale-parts.ts';
import type { Nested } from '../src/i18n/messages.ts';

const PREFIX = 'virtual:mall-locale/';
const RESOLVED = '\0mall-locale/';

/**
 * Serves `virtual:mall-locale/<locale>/<part>`: the first-screen namespaces (`core`) or all the
 * others (`rest`) of `src/locales/<locale>.json`. Translators keep one file per locale; the build
 * makes two chunks of it (named `<locale>-core` and `<locale>-rest`), so the first screen loads
 * only the words it shows. index.html preloads the default locale's first-screen chunk (what a first
 * visit shows), so the app does not wait for it after its own code has run.
 */
export function localeParts(localesDirectory: string): Plugin {
  let base = './';
  return {
    name: 'mall-locale-parts',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId === `${RESOLVED}${DEFAULT_LOCALE}-core`,
        );
        return chunk
          ? [
              {
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
                injectTo: 'head',
              },
            ]
          : [];
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
      const file = join(localesDirectory, `${locale}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Nested;
      return `export default ${JSON.stringify(pickLocalePart(messages, part))};`;
    },
  };
}
