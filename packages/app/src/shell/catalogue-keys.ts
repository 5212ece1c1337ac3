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
  ['regions'],
  ['search', 'hot'],
];

/** Whether a query's answer is the shop's, the same for every shopper (and so may be kept). */
export function isCatalogueKey(key: QueryKey): boolean {
  return CATALOGUE_KEYS.some((prefix) => prefix.every((part, index) => key[index] === part));
}

/**
 * Forgets what a shopper read of their own when their session ends (sign-out, account switch, a
 * session the server ended): every answer but the catalogue's leaves memory, so the next shopper on
 * the device never sees it, not even for a moment before their own answers come.
 */
export function forgetShopper(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !isCatalogueKey(query.queryKey) });
}
