import type { Nested } from './messages';

/**
 * The namespaces of the locale files that the first screen uses: the frame (tab bar, navigation
 * bar, page titles, loading and error views, errors) and home. They load before the first render;
 * every other namespace loads with the first lazy page (`ensurePageMessages`), so the first screen
 * does not download the words of pages it does not show. `locale-parts.test.ts` fails when code the
 * first screen loads asks for a key outside these.
 */
export const FIRST_SCREEN_NAMESPACES: readonly string[] = [
  'app',
  'tab',
  'nav',
  'title',
  'common',
  'page',
  'error',
  'home',
  'search',
  'cart',
];

/** Which part of a locale file: what the first screen needs, or the rest. */
export type LocalePart = 'core' | 'rest';

/** The namespaces of one part of a locale file. */
export function pickLocalePart(messages: Nested, part: LocalePart): Nested {
  const core = new Set(FIRST_SCREEN_NAMESPACES);
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => core.has(namespace) === (part === 'core')),
  );
}
