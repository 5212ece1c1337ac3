/// <reference types="vite/client" />
// The words for Vite consumers (the kit's stories, the app's tests): every area file of every
// locale, found by `import.meta.glob`, joined per locale. Node code reads them through `./node.ts`.
import { assembleLocales } from './areas';
import type { Nested } from './messages';

/** Each locale's words, nested as the area files hold them. */
export const localeWords = assembleLocales(
  import.meta.glob<Nested>('../locales/*/*.json', { eager: true, import: 'default' }),
);

/** One locale's words each, for a test that reads a single locale. */
export const { en, bn, uz, 'zh-Hans': zhHans, 'zh-tw': zhTw } = localeWords;
