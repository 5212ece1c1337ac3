import { expect, type Page } from '@playwright/test';

/** Waits until the app's service worker is active (it registers once the first screen is idle). */
export async function workerActive(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'),
      { timeout: 30_000 },
    )
    .toBe('activated');
}

/** The catalogue the app keeps for offline starts, as stored in the browser (or null). */
export function keptCatalogue(page: Page): Promise<string | null> {
  return page.evaluate(async () =>
    // Opening a database that is not there would make it, without the app's store in it.
    (await indexedDB.databases()).every((database) => database.name !== 'mall-offline')
      ? null
      : new Promise<string | null>((resolve) => {
          const open = indexedDB.open('mall-offline');
          open.onerror = () => resolve(null);
          open.onsuccess = () => {
            const database = open.result;
            if (!database.objectStoreNames.contains('kept')) {
              database.close();
              resolve(null);
              return;
            }
            const read = database.transaction('kept').objectStore('kept').get('catalogue');
            read.onsuccess = () => {
              database.close();
              resolve(read.result === undefined ? null : JSON.stringify(read.result));
            };
            read.onerror = () => resolve(null);
          };
        }),
  );
}

/** Waits until the kept catalogue holds an answer under a key whose JSON contains `key`. */
export async function catalogueKeeps(page: Page, key: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const kept = await keptCatalogue(page);
        const state =
          kept === null ? null : (JSON.parse(kept) as { state: { queries: { queryKey: unknown }[] } });
        return (state?.state.queries ?? []).map((query) => JSON.stringify(query.queryKey));
      },
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining([expect.stringContaining(key)]));
}

/** Every URL the browser's Cache Storage holds, cache by cache. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        urls.push(request.url);
      }
    }
    return urls;
  });
}
