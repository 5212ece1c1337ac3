import { KEPT_FIRST_BANNER_KEY } from '@mall/sdk/pictures';
import type { Banner } from '@mall/sdk/schemas';
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { goodsQueries } from '../features/goods/goods-queries';
import { PICTURE_SLOTS, pictureFor } from '../features/goods/picture-slots';
import { isCatalogueKey, lastLanguageChange, THIS_BUILD } from './catalogue-keys';

/**
 * The last seen catalogue, kept on the device so that a start without network shows it
 * (docs/offline.md): the answers of the shop's public reads — banners, goods (hot, lists, details,
 * comments, categories), hot searches, dictionaries, documents and common parameters. Nothing a
 * signed-in shopper reads of their own (profile, orders, money, addresses, search history, chat) is
 * ever kept: the allow-list of `catalogue-keys.ts` is the rule. Loaded once the first screen is
 * idle, or at an installed app's start: its storage code is no part of a first visit's screen.
 */

/** What is kept: the answers, in which language, by which app, when. */
export interface KeptCatalogue {
  /** The build that kept it (`THIS_BUILD`): another build's may not fit its code. */
  build: string;
  /** The locale of the answers (goods text comes in the request's language). */
  locale: string;
  /** When it was kept (epoch milliseconds). */
  at: number;
  state: DehydratedState;
}

/** A kept catalogue older than this is not shown (a week). */
export const CATALOGUE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** How long after a read the catalogue is written (reads come in bursts). */
export const CATALOGUE_SAVE_DELAY_MS = 1000;

const KEY = 'catalogue';
let store: UseStore | undefined;
/** The database of the kept catalogue (opened at its first use). */
function catalogueStore(): UseStore {
  store ??= createStore('mall-offline', 'kept');
  return store;
}

/**
 * The catalogue's answers of `client` that may be kept: successful, of a public read, read since the
 * language last changed (an answer marked to be read again is kept: a restored one is, until read).
 */
export function catalogueState(client: QueryClient): DehydratedState {
  const since = lastLanguageChange();
  return dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      query.state.dataUpdatedAt >= since &&
      isCatalogueKey(query.queryKey),
    shouldDehydrateMutation: () => false,
  });
}

/** Whether a kept catalogue may be shown now, in `locale`. */
export function usableCatalogue(kept: KeptCatalogue | undefined, locale: string, now: number): boolean {
  return (
    kept !== undefined &&
    kept.build === THIS_BUILD &&
    kept.locale === locale &&
    now >= kept.at &&
    now - kept.at < CATALOGUE_MAX_AGE_MS
  );
}

/**
 * Puts the kept catalogue into `client`, where it has nothing newer (a kept answer never replaces a
 * fresher one), each marked to be read again. Quiet when storage is unavailable.
 */
export async function restoreCatalogue(
  client: QueryClient,
  locale: string,
  now = Date.now(),
): Promise<boolean> {
  try {
    const kept = await get<KeptCatalogue>(KEY, catalogueStore());
    if (!kept || !usableCatalogue(kept, locale, now)) {
      return false;
    }
    hydrate(client, kept.state);
    // Each answer put in is read again as soon as a page shows it (offline: once the browser is
    // back), so the pages refresh by themselves.
    for (const { queryKey, state } of kept.state.queries) {
      const query = client.getQueryCache().find({ queryKey, exact: true });
      if (query && query.state.dataUpdatedAt === state.dataUpdatedAt) {
        query.invalidate();
      }
    }
    return true;
  } catch {
    return false;
  }
}

/** Writes a catalogue's answers as kept in `locale` now. */
async function writeCatalogue(state: DehydratedState, locale: string): Promise<void> {
  const kept: KeptCatalogue = { build: THIS_BUILD, locale, at: Date.now(), state };
  try {
    await set(KEY, kept, catalogueStore());
  } catch {
    // Storage full or refused: the next read tries again.
  }
}

/**
 * Keeps the sources of home's first banner as the page draws it, where the shell the service worker
 * serves reads them at the next start and draws that picture before the app has run (the server's
 * `KEPT_BANNER`); forgets them when home has no banner. Nothing when the banners were not read.
 */
export function keepFirstBanner(client: QueryClient, storage: Pick<Storage, 'setItem' | 'removeItem'>): void {
  const banners = client.getQueryData<Banner[]>(goodsQueries.banners().queryKey);
  if (banners === undefined) {
    return;
  }
  const pic = banners[0]?.pic;
  try {
    if (pic) {
      const { src, srcSet, sizes } = pictureFor(pic, PICTURE_SLOTS.banner);
      storage.setItem(KEPT_FIRST_BANNER_KEY, JSON.stringify({ src, srcSet, sizes }));
    } else {
      storage.removeItem(KEPT_FIRST_BANNER_KEY);
    }
  } catch {
    // Storage full or refused: the next start draws its banner when the app runs.
  }
}

/**
 * Keeps the catalogue as it is when it starts and as it changes: after each burst of successful
 * public reads, written once (by `write`, the browser's database unless a test gives another), and
 * home's first banner with it (`keepFirstBanner`). Answers the function that stops it.
 */
export function keepCatalogue(
  client: QueryClient,
  locale: () => string,
  write: (state: DehydratedState, locale: string) => unknown = writeCatalogue,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      keepFirstBanner(client, storage);
      write(catalogueState(client), locale());
    }, CATALOGUE_SAVE_DELAY_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isCatalogueKey(event.query.queryKey)) {
      schedule();
    }
  });
  // What was read before it started (it starts once the first screen is idle).
  if (catalogueState(client).queries.length > 0) {
    schedule();
  }
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
