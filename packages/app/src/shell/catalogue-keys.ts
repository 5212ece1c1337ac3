import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Which reads are the shop's, the same for every shopper: the last seen of them is kept for offline
 * starts (`offline-catalogue.ts`); every other answer is a shopper's own and leaves with them.
 */

/** The first part of the key of every kept read, and the parts after it where only some are. */
const CATALOGUE_KEYS: ReadonlyArray<readonly [string, ...string[]]> = [
  ['banners'],
  ['goods'],
  ['dict'],
  ['doc'],
  ['param'],
  ['search', 'hot'],
];

/** Whether a query's answer is the shop's, the same for every shopper (and so may be kept). */
export function isCatalogueKey(key: QueryKey): boolean {
  return CATALOGUE_KEYS.some((prefix) => prefix.every((part, index) => key[index] === part));
}

/**
 * Forgets what a shopper read of their own when their session ends (sign-out, account switch, a
 * session the server ended): every answer but the catalogue's leaves memory, and the worker's
 * pictures are dropped, so the next shopper on the device never sees them, not even for a moment
 * before their own answers come.
 */
export function forgetShopper(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !isCatalogueKey(query.queryKey) });
  // The worker's pictures go too: a shopper's avatar and photos are pictures like the goods'.
  void globalThis.caches?.delete(PICTURE_CACHE_NAME).catch(() => undefined);
}

/** The service worker's cache of pictures (`build/pwa.ts`). */
export const PICTURE_CACHE_NAME = 'mall-pictures';

let languageChangedAt = 0;
/**
 * Marks a switch of language: answers read before it are in the old language and are no longer
 * kept (goods text comes in the request's language).
 */
export function markLanguageChange(now = Date.now()): void {
  languageChangedAt = now;
}
/** When the language last changed in this session (epoch milliseconds; 0 when it has not). */
export function lastLanguageChange(): number {
  return languageChangedAt;
}

/**
 * The build that runs: the name of the script this module is built into, the entry, named by its
 * content hash. Answers another build kept may not fit this one's code, whatever version it reports.
 */
export const THIS_BUILD = import.meta.url.slice(import.meta.url.lastIndexOf('/') + 1);
