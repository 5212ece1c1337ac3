import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, pictureSources, pictureUrl } from './index';

const local = { provider: 'local', base: 'https://shop.example/uploads/' } as const;

describe('pictureUrl', () => {
  it('asks each provider for the width with its documented parameters', () => {
    const url = 'https://b.example/app/20261121/abc_photo.png';
    expect(pictureUrl('https://shop.example/uploads/a.png', 320, 'local')).toBe(
      'https://shop.example/uploads/a.png?w=320',
    );
    expect(pictureUrl(url, 320, 'oss')).toBe(`${url}?x-oss-process=image/resize,w_320/format,webp`);
    expect(pictureUrl(url, 320, 'cos')).toBe(`${url}?imageMogr2/thumbnail/320x/format/webp`);
    expect(pictureUrl(url, 320, 'qiniu')).toBe(`${url}?imageView2/2/w/320/format/webp`);
    expect(pictureUrl(url, 320, 'aws')).toBe(url);
  });

  it('keeps a query the address already has', () => {
    expect(pictureUrl('https://shop.example/uploads/a.png?v=2', 160, 'local')).toBe(
      'https://shop.example/uploads/a.png?v=2&w=160',
    );
  });
});

describe('pictureSources', () => {
  it('offers every width up to three times the slot, src filling the slot at 1x', () => {
    const sources = pictureSources('https://shop.example/uploads/seed/banner-1.png', { width: 300 }, local);
    expect(sources).toEqual({
      src: 'https://shop.example/uploads/seed/banner-1.png?w=320',
      srcSet: [160, 320, 480, 640, 750, 960]
        .map((width) => `https://shop.example/uploads/seed/banner-1.png?w=${width} ${width}w`)
        .join(', '),
      sizes: '300px',
    });
  });

  it('takes the slot sizes given, and stops at the largest width for wide slots', () => {
    const sources = pictureSources(
      'https://shop.example/uploads/x.jpg',
      { width: 1000, sizes: '(min-width: 640px) 640px, 100vw' },
      local,
    );
    expect(sources.src).toBe('https://shop.example/uploads/x.jpg?w=1280');
    expect(sources.srcSet?.split(', ')).toHaveLength(PICTURE_WIDTHS.length);
    expect(sources.sizes).toBe('(min-width: 640px) 640px, 100vw');
  });

  it('offers small slots only small widths', () => {
    const sources = pictureSources('https://shop.example/uploads/x.jpg', { width: 80 }, local);
    expect(sources.src).toBe('https://shop.example/uploads/x.jpg?w=160');
    expect(sources.srcSet).toBe(
      'https://shop.example/uploads/x.jpg?w=160 160w, https://shop.example/uploads/x.jpg?w=320 320w',
    );
  });

  it('passes foreign addresses, empty ones and S3 pictures through unchanged', () => {
    for (const url of ['https://elsewhere.example/uploads/a.png', 'data:image/png;base64,AAAA', '']) {
      expect(pictureSources(url, { width: 320 }, local)).toEqual({ src: url });
    }
    const s3 = 'https://bucket.s3.amazonaws.com/app/a.png';
    expect(
      pictureSources(s3, { width: 320 }, { provider: 'aws', base: 'https://bucket.s3.amazonaws.com/' }),
    ).toEqual({
      src: s3,
    });
  });

  it("recognises the shop's pictures under any of several bases, in a cloud mode too", () => {
    const host = { provider: 'oss', base: ['https://cdn.example/', 'https://b.oss.example/'] } as const;
    const sources = pictureSources('https://b.oss.example/app/a.png', { width: 160 }, host);
    expect(sources.src).toBe('https://b.oss.example/app/a.png?x-oss-process=image/resize,w_160/format,webp');
    expect(sources.srcSet).toContain('?x-oss-process=image/resize,w_480/format,webp 480w');
  });
});
