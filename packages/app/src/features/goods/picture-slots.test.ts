import { describe, expect, it } from 'vitest';
import { goodsFirstPicture, PICTURE_SLOTS, pictureFor } from './picture-slots';

const origin = window.location.origin;

describe('pictures sized for their slot', () => {
  it('offers a local upload in widths for its slot, with heights where the picture covers a fixed proportion', () => {
    const banner = pictureFor(`${origin}/uploads/seed/banner-1.png`, PICTURE_SLOTS.banner);
    expect(banner.src).toBe(`${origin}/uploads/seed/banner-1.png?w=640&h=320`);
    expect(banner.srcSet).toContain(`${origin}/uploads/seed/banner-1.png?w=1280&h=640 1280w`);
    expect(banner.sizes).toBe('(min-width: 640px) 616px, calc(100vw - 24px)');
    const thumbnail = pictureFor(`${origin}/uploads/a.png`, PICTURE_SLOTS.thumbnail);
    expect(thumbnail.srcSet).toBe(
      `${origin}/uploads/a.png?w=160&h=160 160w, ${origin}/uploads/a.png?w=320&h=320 320w`,
    );
    const card = pictureFor(`${origin}/uploads/a.png`, PICTURE_SLOTS.card);
    expect(card.src).toBe(`${origin}/uploads/a.png?w=320&h=320`);
    expect(pictureFor(`${origin}/uploads/a.png`, PICTURE_SLOTS.spec).src).toBe(
      `${origin}/uploads/a.png?w=320&h=320`,
    );
    // Every avatar asks one address, whatever circle it is drawn in.
    expect(pictureFor(`${origin}/uploads/me.png`, PICTURE_SLOTS.avatar)).toEqual({
      src: `${origin}/uploads/me.png?w=160&h=160`,
      srcSet: `${origin}/uploads/me.png?w=160&h=160 160w, ${origin}/uploads/me.png?w=320&h=320 320w`,
      sizes: '72px',
    });
    // A rich text's picture and the preview follow the picture's own height: width alone.
    expect(pictureFor(`${origin}/uploads/a.png`, PICTURE_SLOTS.content).src).toBe(
      `${origin}/uploads/a.png?w=640`,
    );
  });

  it('draws pictures that are not local uploads from their own address', () => {
    for (const url of ['https://bucket.s3.example/app/a.png', '', null, undefined]) {
      expect(pictureFor(url, PICTURE_SLOTS.card)).toEqual({ src: url ?? '' });
    }
  });

  it("draws a goods item's first picture from the address index.html preloads", () => {
    const first = goodsFirstPicture(7, `${origin}/uploads/seed/goods-07-1.png`);
    expect(first.src).toBe(`${origin}/pictures/goods/7/first?w=640&h=640`);
    expect(first.srcSet).toContain(`${origin}/pictures/goods/7/first?w=960&h=960 960w`);
    expect(first.sizes).toBe('(min-width: 640px) 640px, 100vw');
    expect(goodsFirstPicture(7, 'https://bucket.s3.example/a.png')).toEqual({
      src: 'https://bucket.s3.example/a.png',
    });
  });
});
