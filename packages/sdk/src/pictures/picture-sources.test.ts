import { describe, expect, it } from 'vitest';
import {
  FIRST_PICTURE_SLOTS,
  goodsFirstPictureSources,
  PICTURE_WIDTHS,
  pictureSources,
  pictureUrl,
} from './index';

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

  it('asks each provider for a height as well, covering both, when the slot has one', () => {
    const url = 'https://b.example/app/20261121/abc_photo.png';
    expect(pictureUrl('https://shop.example/uploads/a.png', 320, 'local', 160)).toBe(
      'https://shop.example/uploads/a.png?w=320&h=160',
    );
    expect(pictureUrl(url, 320, 'oss', 160)).toBe(
      `${url}?x-oss-process=image/resize,m_mfit,w_320,h_160/format,webp`,
    );
    expect(pictureUrl(url, 320, 'cos', 160)).toBe(`${url}?imageMogr2/thumbnail/!320x160r/format/webp`);
    expect(pictureUrl(url, 320, 'qiniu', 160)).toBe(`${url}?imageView2/3/w/320/h/160/format/webp`);
    expect(pictureUrl(url, 320, 'aws', 160)).toBe(url);
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

  it('asks a slot of fixed height for each width with the offered height of its proportion', () => {
    const banner = pictureSources(
      'https://shop.example/uploads/seed/banner-1.png',
      { width: 616, height: 308, sizes: '(min-width: 640px) 616px, calc(100vw - 24px)' },
      local,
    );
    const at = (query: string) => `https://shop.example/uploads/seed/banner-1.png?${query}`;
    expect(banner.src).toBe(at('w=640&h=320'));
    expect(banner.srcSet?.split(', ')).toEqual([
      `${at('w=160&h=160')} 160w`,
      `${at('w=320&h=160')} 320w`,
      `${at('w=480&h=320')} 480w`,
      `${at('w=640&h=320')} 640w`,
      `${at('w=750&h=480')} 750w`,
      `${at('w=960&h=480')} 960w`,
      `${at('w=1280&h=640')} 1280w`,
    ]);
    const avatar = pictureSources('https://shop.example/uploads/me.jpg', { width: 72, height: 72 }, local);
    expect(avatar).toEqual({
      src: 'https://shop.example/uploads/me.jpg?w=160&h=160',
      srcSet:
        'https://shop.example/uploads/me.jpg?w=160&h=160 160w, https://shop.example/uploads/me.jpg?w=320&h=320 320w',
      sizes: '72px',
    });
    const cloud = pictureSources(
      'https://b.oss.example/app/a.png',
      { width: 80, height: 80 },
      {
        provider: 'oss',
        base: 'https://b.oss.example/',
      },
    );
    expect(cloud.src).toBe(
      'https://b.oss.example/app/a.png?x-oss-process=image/resize,m_mfit,w_160,h_160/format,webp',
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

describe('the first screen', () => {
  it("asks the banner and the goods detail's gallery by height too: both are drawn in a fixed proportion", () => {
    expect(FIRST_PICTURE_SLOTS.banner).toMatchObject({ width: 616, height: 308 });
    expect(FIRST_PICTURE_SLOTS.detail).toMatchObject({ width: 640, height: 640 });
    const first = goodsFirstPictureSources('https://shop.example', 7);
    expect(first.src).toBe('https://shop.example/pictures/goods/7/first?w=640&h=640');
    expect(first.srcSet).toContain('https://shop.example/pictures/goods/7/first?w=480&h=480 480w');
  });
});
