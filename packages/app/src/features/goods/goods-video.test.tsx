import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { installFakeApi } from '../../test-support/fake-api';
import { GoodsVideo, VIDEO_SLIDE, videoPosterUrl, withVideoSlide } from './goods-video';

const api = installFakeApi();
const en = flattenMessages(enMessages);
const video = 'https://shop.example/uploads/seed/goods-02-video.webm';

afterEach(() => {
  cleanup();
  api.reset();
});

function renderVideo(goods: { title: string; video: string; videoPoster?: string | null }) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <GoodsVideo goods={goods} active />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the goods video', () => {
  it('goes after the first picture, and nowhere without a video', () => {
    const pictures = ['a', 'b', 'c'].map((key) => ({ key, content: key }));
    const slides = withVideoSlide(pictures, { title: 'Tea', video }, 0);
    expect(slides.map((slide) => slide.key)).toEqual(['a', `video-${video}`, 'b', 'c']);
    expect(slides.findIndex((slide) => slide.key.startsWith('video-'))).toBe(VIDEO_SLIDE);
    expect(withVideoSlide([], { title: 'Tea', video }, 0).map((slide) => slide.key)).toEqual([
      `video-${video}`,
    ]);
    expect(withVideoSlide(pictures, { title: 'Tea', video: null }, 0)).toBe(pictures);
  });

  it("shows the server's poster, without asking the upload mode", () => {
    renderVideo({ title: 'Pu-erh', video, videoPoster: `${video}?poster` });
    const element = screen.getByLabelText('Goods video: Pu-erh') as HTMLVideoElement;
    expect(element.getAttribute('src')).toBe(video);
    expect(element.getAttribute('poster')).toBe(`${video}?poster`);
    expect(api.callsTo('app/base/comm/uploadMode')).toHaveLength(0);
  });

  it("shows a cloud provider's snapshot at 1000 ms when the server answers no poster", async () => {
    api.answers['app/base/comm/uploadMode'] = () => ({ mode: 'cloud', type: 'oss' });
    renderVideo({ title: 'Pu-erh', video });
    const element = screen.getByLabelText('Goods video: Pu-erh');
    await waitFor(() =>
      expect(element.getAttribute('poster')).toBe(`${video}?x-oss-process=video/snapshot,t_1000,f_jpg`),
    );
  });
});

describe('videoPosterUrl', () => {
  it("takes the server's poster first, else the provider's snapshot at 1000 ms", () => {
    expect(videoPosterUrl({ video, videoPoster: 'https://shop.example/p.jpg' }, 'oss')).toBe(
      'https://shop.example/p.jpg',
    );
    expect(videoPosterUrl({ video }, 'qiniu')).toBe(`${video}?vframe/jpg/offset/1`);
  });

  it.each([
    [{ video }, 'local'],
    [{ video }, 'aws'],
    [{ video }, undefined],
    [{ video: '', videoPoster: 'https://shop.example/p.jpg' }, 'oss'],
    [{ video: null }, 'oss'],
  ] as const)('has none for %j in %s', (goods, provider) => {
    expect(videoPosterUrl(goods, provider)).toBeUndefined();
  });
});
