import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchFirstScreen } from './first-screen';

const calls: string[] = [];
/** Records a call and answers with `value`. */
const answer =
  <T>(name: string, value: T) =>
  async () => {
    calls.push(name);
    return value;
  };
const client = {
  banner: { list: answer('banners', [{ id: 1, pic: '/uploads/banner-1.png' }]) },
  goods: {
    recommend: { list: answer('hot', []) },
    info: {
      info: async ({ id }: { id: number }) => {
        calls.push(`detail ${id}`);
        return { id, pics: ['/uploads/goods-1.png'], mainPic: null };
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
        set src(value: string) {
          images.push(`${value} (${this.fetchPriority})`);
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts home's banners and recommendations, and the first banner's picture", async () => {
    const queryClient = new QueryClient();
    prefetchFirstScreen(queryClient, '#/');
    await vi.waitFor(() => expect(images).toEqual(['/uploads/banner-1.png (high)']));
    expect(calls.sort()).toEqual(['banners', 'hot']);
    expect(queryClient.getQueryData(['banners'])).toHaveLength(1);
  });

  it('starts the goods item a link opens and its first picture', async () => {
    const queryClient = new QueryClient();
    prefetchFirstScreen(queryClient, '#/pages/goods/detail?id=7');
    await vi.waitFor(() => expect(images).toEqual(['/uploads/goods-1.png (high)']));
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
