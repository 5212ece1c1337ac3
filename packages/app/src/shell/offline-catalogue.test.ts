import { KEPT_FIRST_BANNER_KEY } from '@mall/sdk/pictures';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { PICTURE_SLOTS, pictureFor } from '../features/goods/picture-slots';
import { APP_VERSION } from '../features/user/app-version';
import { forgetShopper, isCatalogueKey, markLanguageChange, THIS_BUILD } from './catalogue-keys';
import {
  CATALOGUE_MAX_AGE_MS,
  CATALOGUE_SAVE_DELAY_MS,
  catalogueState,
  type KeptCatalogue,
  keepCatalogue,
  keepFirstBanner,
  usableCatalogue,
} from './offline-catalogue';

/** A client holding answers under the app's real keys: the shop's and a shopper's own. */
function clientWithAnswers(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(['banners'], [{ id: 1 }]);
  client.setQueryData(['goods', 'detail', 4], { id: 4, title: 'Thermos' });
  client.setQueryData(['goods', 'page', { typeId: 2 }], { pages: [], pageParams: [1] });
  client.setQueryData(['dict', 'orderCancelReason'], ['late']);
  client.setQueryData(['search', 'hot'], ['tea']);
  client.setQueryData(['me'], { nickName: 'Ann' });
  client.setQueryData(['search', 'history'], ['ann searched this']);
  client.setQueryData(['order', 'page', 'all'], { pages: [] });
  client.setQueryData(['address', 'list'], [{ id: 9 }]);
  client.setQueryData(['cs', 'unreadCount'], 3);
  return client;
}

describe('the kept catalogue', () => {
  it("keeps the shop's public answers and none of a shopper's own", () => {
    expect(isCatalogueKey(['goods', 'comments', 4])).toBe(true);
    expect(isCatalogueKey(['param', 'appName'])).toBe(true);
    expect(isCatalogueKey(['search', 'hot'])).toBe(true);
    expect(isCatalogueKey(['search', 'history'])).toBe(false);
    expect(isCatalogueKey(['me'])).toBe(false);
    expect(isCatalogueKey(['version', 'check', APP_VERSION])).toBe(false);
    const kept = catalogueState(clientWithAnswers()).queries.map((query) => query.queryKey);
    expect(kept).toEqual([
      ['banners'],
      ['goods', 'detail', 4],
      ['goods', 'page', { typeId: 2 }],
      ['dict', 'orderCancelReason'],
      ['search', 'hot'],
    ]);
    expect(JSON.stringify(catalogueState(clientWithAnswers()))).not.toContain('Ann');
  });

  it('keeps the answers read since the language last changed, those marked to be read again too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000);
    const client = clientWithAnswers();
    const keys = () => catalogueState(client).queries.map((query) => JSON.stringify(query.queryKey));
    // A restored answer is marked to be read again: it stays kept until it is.
    await client.invalidateQueries({ queryKey: ['banners'], refetchType: 'none' });
    expect(keys()).toContain('["banners"]');
    vi.setSystemTime(2_000);
    markLanguageChange();
    expect(keys()).toEqual([]);
    vi.setSystemTime(3_000);
    client.setQueryData(['goods', 'detail', 4], { id: 4, title: 'Termos' });
    expect(keys()).toEqual(['["goods","detail",4]']);
    markLanguageChange(0);
    vi.useRealTimers();
  });

  it('shows a kept catalogue only in its language, to the build that kept it, within a week', () => {
    const at = Date.UTC(2026, 10, 1);
    const kept: KeptCatalogue = {
      build: THIS_BUILD,
      locale: 'en',
      at,
      state: { queries: [], mutations: [] },
    };
    expect(usableCatalogue(kept, 'en', at + 1000)).toBe(true);
    expect(usableCatalogue(kept, 'bn', at + 1000)).toBe(false);
    expect(usableCatalogue({ ...kept, build: 'index-Another.js' }, 'en', at + 1000)).toBe(false);
    expect(usableCatalogue(kept, 'en', at + CATALOGUE_MAX_AGE_MS)).toBe(false);
    expect(usableCatalogue(kept, 'en', at - 1000)).toBe(false);
    expect(usableCatalogue(undefined, 'en', at)).toBe(false);
  });

  it("forgets every answer of the shopper's own when the session ends, and keeps the shop's", () => {
    const client = clientWithAnswers();
    forgetShopper(client);
    const left = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(left).toEqual(catalogueState(clientWithAnswers()).queries.map((query) => query.queryKey));
    expect(client.getQueryData(['me'])).toBeUndefined();
    expect(client.getQueryData(['search', 'history'])).toBeUndefined();
  });
});

describe('keeping the catalogue', () => {
  it('writes once after a burst of public reads, and once for what was read before it started', async () => {
    vi.useFakeTimers();
    const saved: string[][] = [];
    const client = clientWithAnswers();
    const stop = keepCatalogue(
      client,
      () => 'en',
      (state) => {
        saved.push(state.queries.map((query) => JSON.stringify(query.queryKey)));
      },
    );
    await vi.advanceTimersByTimeAsync(CATALOGUE_SAVE_DELAY_MS);
    expect(saved).toHaveLength(1);
    client.setQueryData(['goods', 'detail', 5], { id: 5 });
    client.setQueryData(['goods', 'detail', 6], { id: 6 });
    client.setQueryData(['me'], { nickName: 'Bo' });
    await vi.advanceTimersByTimeAsync(CATALOGUE_SAVE_DELAY_MS);
    expect(saved).toHaveLength(2);
    expect(saved[1]).toContain('["goods","detail",6]');
    // A shopper's own read writes nothing.
    client.setQueryData(['me'], { nickName: 'Cy' });
    await vi.advanceTimersByTimeAsync(CATALOGUE_SAVE_DELAY_MS);
    expect(saved).toHaveLength(2);
    stop();
    vi.useRealTimers();
  });

  it("keeps home's first banner as home draws it, for the worker's shell to draw at the next start", async () => {
    vi.useFakeTimers();
    const stored = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    const client = new QueryClient();
    // Not read yet: nothing is written or forgotten.
    stored.set(KEPT_FIRST_BANNER_KEY, 'earlier');
    keepFirstBanner(client, storage);
    expect(stored.get(KEPT_FIRST_BANNER_KEY)).toBe('earlier');
    const pic = `${window.location.origin}/uploads/seed/tea.png`;
    client.setQueryData(
      ['banners'],
      [
        { id: 1, pic },
        { id: 2, pic: `${pic}?second` },
      ],
    );
    const stop = keepCatalogue(
      client,
      () => 'en',
      () => undefined,
      storage,
    );
    await vi.advanceTimersByTimeAsync(CATALOGUE_SAVE_DELAY_MS);
    const { src, srcSet, sizes } = pictureFor(pic, PICTURE_SLOTS.banner);
    expect(JSON.parse(stored.get(KEPT_FIRST_BANNER_KEY) ?? '')).toEqual({ src, srcSet, sizes });
    // Home has no banner any more: none is drawn at the next start.
    client.setQueryData(['banners'], []);
    await vi.advanceTimersByTimeAsync(CATALOGUE_SAVE_DELAY_MS);
    expect(stored.has(KEPT_FIRST_BANNER_KEY)).toBe(false);
    stop();
    vi.useRealTimers();
  });
});
