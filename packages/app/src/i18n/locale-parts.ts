import type { Nested } from './messages';

/**
 * The id of the element of the built `index.html` that carries the default locale's first-screen
 * words (`build/locale-parts.ts` writes them, flattened, as JSON; their locale in `data-locale`): a
 * first visit renders without asking for them.
 */
export const FIRST_WORDS_ID = 'mall-first-words';

/**
 * The words the first screen uses: whole namespaces (the frame: app name, tab bar, navigation bar,
 * loading and error views, errors; and home) and single keys of namespaces the pages use (home's
 * title, its search box, the cart count on the tab bar). They load before the first render; every
 * other word loads with the first lazy page (`ensurePageMessages`), so the first screen does not
 * download the words of pages it does not show — the page titles among them: the shell shows a
 * page's title once its words are there. `locale-parts.test.ts` fails when code the first screen
 * loads asks for a word outside these.
 */
export const FIRST_SCREEN_WORDS: readonly string[] = [
  'app',
  'tab',
  'nav',
  'common',
  'page',
  'error',
  'home',
  'title.home',
  'search.label',
  'cart.count',
];

const firstScreenWords = new Set(FIRST_SCREEN_WORDS);

/** Whether a message key (`tab.home`, `order.status.paid`) is one of the first screen's words. */
export function isFirstScreenKey(key: string): boolean {
  const [namespace = '', name = ''] = key.split('.');
  return firstScreenWords.has(namespace) || firstScreenWords.has(`${namespace}.${name}`);
}

/** Which part of a locale file: what the first screen needs, or the rest. */
export type LocalePart = 'core' | 'rest';

/** Where a namespace comes in `FIRST_SCREEN_WORDS` (by its first word named there). */
function firstScreenRank(namespace: string): number {
  return FIRST_SCREEN_WORDS.findIndex((word) => word === namespace || word.startsWith(`${namespace}.`));
}

/**
 * One part of a locale's words: the first screen's, in the order `FIRST_SCREEN_WORDS` names them
 * (whatever the area files they come from: the frame's words first, which packs the smallest
 * chunk), or all the others (same nesting).
 */
export function pickLocalePart(messages: Nested, part: LocalePart): Nested {
  const wanted = (key: string) => isFirstScreenKey(key) === (part === 'core');
  const picked: Record<string, string | Nested> = {};
  for (const [namespace, words] of Object.entries(messages)) {
    if (typeof words === 'string' || firstScreenWords.has(namespace)) {
      if (wanted(namespace)) {
        picked[namespace] = words;
      }
      continue;
    }
    const kept = Object.entries(words).filter(([name]) => wanted(`${namespace}.${name}`));
    if (kept.length > 0) {
      picked[namespace] = Object.fromEntries(kept);
    }
  }
  if (part === 'core') {
    return Object.fromEntries(
      Object.entries(picked).sort(([a], [b]) => firstScreenRank(a) - firstScreenRank(b)),
    );
  }
  return picked;
}
