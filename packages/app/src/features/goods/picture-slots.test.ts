import { describe, expect, it } from 'vitest';
import { goodsFirstPicture, PICTURE_SLOTS, pictureFor } from './picture-slots';

const origin = window.location.origin;

describe('pictures sized for their slot', () => {
  it('offers a local upload in widths for its slot', () => {
    const banner = pictureFor(`${origin}/uploads/seed/banner-1.png`, PICTURE_SLOTS.banner);
    expect(banner.src).toBe(`${origin}/uploads/seed/banner-1.png?w=640`);
    expect(banner.srcSet).toContain(`${origin}/uploads/seed/banner-1.png?w=1280 1280w`);
    expect(banner.sizes).toBe('(min-width: 640px) 616px, calc(100vw - 24px)');
    const thumbnail = pictureFor(`${origin}/uploads/a.png`, PICTURE_SLOTS.thumbnail);
    expect(thumbnail.srcSet).toBe(`${origin}/uploads/a.png?w=160 160w, ${origin}/uploads/a.png?w=320 320w`);
  });

  it('draws pictures that are not local uploads from their own address', () => {
    for (const url of ['https://bucket.s3.example/app/a.png', '', null, undefined]) {
      expect(pictureFor(url, PICTURE_SLOTS.card)).toEqual({ src: url ?? '' });
    }
  });

  it("draws a goods item's first picture from the address index.html preloads", () => {
    const first = goodsFirstPicture(7, `${origin}/uploads/seed/goods-07-1.png`);
    expect(first.src).toBe(`${origin}/pictures/goods/7/first?w=640`);
    expect(first.srcSet).toContain(`${origin}/pictures/goods/7/first?w=960 960w`);
    expect(first.sizes).toBe('(min-width: 640px) 640px, 100vw');
    expect(goodsFirstPicture(7, 'https://bucket.s3.example/a.png')).toEqual({
      src: 'https://bucket.s3.example/a.png',
    });
  });
});
