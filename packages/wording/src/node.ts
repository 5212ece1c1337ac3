// The words read from disk, for Node: the app's build plugin, Node-side tests, scripts. Vite
// consumers (the kit's stories, the app's tests) read them through `./vite.ts` instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assembleAreas } from './areas';
import type { Nested } from './messages';

/** The folder of the words: `<locale>/<area>.json`. */
export const LOCALES_DIRECTORY = join(import.meta.dirname, '../locales');

/** The area names of a locale (`order`, `shell`, …): its `.json` files, sorted. */
export function localeAreas(locale: string, directory = LOCALES_DIRECTORY): string[] {
  return readdirSync(join(directory, locale))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** The path of one area file of a locale. */
export function areaFilePath(locale: string, area: string, directory = LOCALES_DIRECTORY): string {
  return join(directory, locale, `${area}.json`);
}

/** One area file's words. */
export function readArea(locale: string, area: string, directory = LOCALES_DIRECTORY): Nested {
  return JSON.parse(readFileSync(areaFilePath(locale, area, directory), 'utf8')) as Nested;
}

/** A locale's words, every area file joined (nested, as the files hold them). */
export function readLocaleWords(locale: string, directory = LOCALES_DIRECTORY): Nested {
  return assembleAreas(
    locale,
    localeAreas(locale, directory).map((area) => ({ area, words: readArea(locale, area, directory) })),
  );
}

// What a Node tool needs beside the words (the app's build plugin loads this one module).
export { DEFAULT_LOCALE } from './locales';
export { flattenMessages } from './messages';
