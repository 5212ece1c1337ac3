import { APP_LOCALES, type AppLocale } from './locales';
import type { Nested } from './messages';

/** One area file of a locale: `locales/<locale>/<area>.json`, holding whole namespaces. */
export interface AreaFile {
  area: string;
  words: Nested;
}

/** The locale and area a path names (`…/locales/en/order.json`), if it names an area file. */
export function areaFileOf(path: string): { locale: string; area: string } | undefined {
  const match = /(?:^|[/\\])([\w-]+)[/\\]([\w-]+)\.json$/.exec(path);
  return match ? { locale: match[1] ?? '', area: match[2] ?? '' } : undefined;
}

/**
 * A locale's words: its area files joined, in the order of their names. A namespace may span
 * areas (each area keeps the titles of its own pages under `title`), but each word lives in one
 * area only: a word found in two is an error (the second would silently win).
 */
export function assembleAreas(locale: string, files: readonly AreaFile[]): Nested {
  const words: Record<string, string | Nested> = {};
  const areaOfWord = new Map<string, string>();
  const join = (into: Record<string, string | Nested>, part: Nested, area: string, prefix: string) => {
    for (const [key, value] of Object.entries(part)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const held = into[key];
      if (typeof value !== 'string' && typeof held === 'object') {
        join(held as Record<string, string | Nested>, value, area, path);
        continue;
      }
      if (held !== undefined) {
        throw new Error(`${locale}: "${path}" is in both ${areaOfWord.get(path)}.json and ${area}.json`);
      }
      if (typeof value === 'string') {
        into[key] = value;
        areaOfWord.set(path, area);
      } else {
        into[key] = {};
        join(into[key] as Record<string, string | Nested>, value, area, path);
        areaOfWord.set(path, area);
      }
    }
  };
  for (const { area, words: part } of [...files].sort((a, b) => (a.area < b.area ? -1 : 1))) {
    join(words, part, area, '');
  }
  return words;
}

/**
 * Every locale's words from area files keyed by path (what `import.meta.glob` answers). A bundled
 * locale without area files is an error.
 */
export function assembleLocales(files: Readonly<Record<string, Nested>>): Record<AppLocale, Nested> {
  const byLocale = new Map<string, AreaFile[]>();
  for (const [path, words] of Object.entries(files)) {
    const file = areaFileOf(path);
    if (file) {
      byLocale.set(file.locale, [...(byLocale.get(file.locale) ?? []), { area: file.area, words }]);
    }
  }
  return Object.fromEntries(
    APP_LOCALES.map((locale) => {
      const areas = byLocale.get(locale);
      if (!areas?.length) {
        throw new Error(`no area files of the ${locale} locale`);
      }
      return [locale, assembleAreas(locale, areas)];
    }),
  ) as Record<AppLocale, Nested>;
}
