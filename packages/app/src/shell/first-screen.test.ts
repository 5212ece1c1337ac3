import { FIRST_SCREEN_DATA_ID } from '@mall/sdk/pictures';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goodsQueries } from '../features/goods/goods-queries';
import { servedPictures } from '../features/goods/picture-slots';
import { prefetchFirstScreen, seedFirstScreen } from './first-screen';

const calls: string[] = [];
/** Records a call and answers with `value`. */
const answer =
  <T>(name: string, value: T) =>
  async () => {
    calls.push(name);
    return value;
  };
const uploads = `${window.location.origin}/uploads`;
const client = {
  banner: { list: answer('banners', [{ id: 1, pic: `${uploads}/banner-1.png` }]) },
  goods: {
    recommend: { list: answer('hot', []) },
    info: {
      info: async ({ id }: { id: number }) => {
        calls.push(`detail ${id}`);
        return { id, pics: [`${uploads}/goods-1.png`], mainPic: null };
      },
    },
  },
};
vi.mock('../api/mall-client', () => ({ mallClient: () => client }));

describe('prefetching the first screen', () => {
  let images: string[];
  beforeEach(() => {
    calls.length = 0;
    images = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        sizes = '';
        srcset = '';
        // The browser picks from srcset and sizes set before src; src alone is the fallback.
        set src(value: string) {
          const chosen = this.srcset ? `${this.srcset.split(', ').at(-1)} | ${this.sizes}` : value;
          images.push(`${chosen} (${this.fetchPriority})`);
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts home's banners and recommendations, and the first banner's picture", async () => {
    const queryClient = new QueryClient();
    prefetchFirstScreen(queryClient, '#/');
    // The sized variants the banner's <img> chooses from, not the uploaded original.
    await vi.waitFor(() =>
      expect(images).toEqual([
        `${uploads}/banner-1.png?w=1280&h=640 1280w | (min-width: 640px) 616px, calc(100vw - 24px) (high)`,
      ]),
    );
    expect(calls.sort()).toEqual(['banners', 'hot']);
    expect(queryClient.getQueryData(['banners'])).toHaveLength(1);
  });

  it('starts the goods item a link opens and its first picture', async () => {
    const queryClient = new QueryClient();
    prefetchFirstScreen(queryClient, '#/pages/goods/detail?id=7');
    // The address index.html preloads for a shared goods link, so the picture is fetched once.
    await vi.waitFor(() =>
      expect(images).toEqual([
        `${window.location.origin}/pictures/goods/7/first?w=1280&h=1280 1280w | (min-width: 640px) 640px, 100vw (high)`,
      ]),
    );
    expect(calls).toEqual(['detail 7']);
    expect(queryClient.getQueryData(['goods', 'detail', 7])).toMatchObject({ id: 7 });
  });

  it('leaves every other page to itself', async () => {
    prefetchFirstScreen(new QueryClient(), '#/pages/goods/detail?id=abc');
    prefetchFirstScreen(new QueryClient(), '#/pages/order/list');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(images).toEqual([]);
  });
});

describe("seeding the first screen from the page's answers", () => {
  /** A page whose data block holds `text`. */
  const pageWith = (text: string | null) => ({
    getElementById: (id: string) =>
      id === FIRST_SCREEN_DATA_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
  });
  afterEach(() => {
    servedPictures.goodsFirstPicture = false;
  });

  it('puts the banners in the cache as read by the server, so home asks for them only once they are stale', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const at = Date.now() - 2_000;
    const banners = [{ id: 3, title: 'Tea', pic: `${uploads}/b.png`, path: null, sortNum: 1 }];
    seedFirstScreen(queryClient, pageWith(JSON.stringify({ at, banners, goodsFirstPicture: true })));
    expect(queryClient.getQueryData(['banners'])).toEqual(banners);
    expect(queryClient.getQueryState(['banners'])?.dataUpdatedAt).toBe(at);
    expect(servedPictures.goodsFirstPicture).toBe(true);
    calls.length = 0;
    // Fresh: the prefetch uses the page's answer and does not ask.
    expect(await queryClient.fetchQuery(goodsQueries.banners())).toEqual(banners);
    expect(calls).toEqual([]);
    // Stale by the cache's rules: asked again.
    queryClient.setQueryData(['banners'], banners, { updatedAt: Date.now() - 31_000 });
    await queryClient.fetchQuery(goodsQueries.banners());
    expect(calls).toEqual(['banners']);
  });

  it('ignores a missing or unreadable block', () => {
    for (const text of [
      null,
      '',
      'not json',
      'null',
      '{"at":1}',
      '{"banners":[]}',
      '{"at":"x","banners":[]}',
    ]) {
      const queryClient = new QueryClient();
      seedFirstScreen(queryClient, pageWith(text));
      expect(queryClient.getQueryData(['banners']), String(text)).toBeUndefined();
    }
    expect(servedPictures.goodsFirstPicture).toBe(false);
  });
});
