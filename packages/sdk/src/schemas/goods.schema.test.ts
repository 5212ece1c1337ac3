import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import {
  goodsCommentSchema,
  goodsCommentSubmitRequestSchema,
  goodsDetailSchema,
  goodsHotListRequestSchema,
  goodsI18nInfoRequestSchema,
  goodsPageRequestSchema,
  goodsTypeSchema,
} from './goods.schema';

describe('goodsCommentSubmitRequestSchema', () => {
  const review = { orderId: 3, goodsId: 12, starCount: 5, content: 'Great tea' };

  it('accepts a review with pictures', () => {
    const value = { ...review, pics: ['https://cdn.example.com/a.png'] };
    expect(goodsCommentSubmitRequestSchema.parse(value)).toEqual(value);
  });

  it.each([1, 5, '3'])('accepts starCount %j', (starCount) => {
    expect(goodsCommentSubmitRequestSchema.parse({ ...review, starCount }).starCount).toBe(Number(starCount));
  });

  it.each([0, 6])('refuses starCount %j with validation.starCount { min: 1, max: 5 }', (starCount) => {
    expect(fieldErrorsOf(goodsCommentSubmitRequestSchema, { ...review, starCount })).toEqual([
      { field: 'starCount', key: 'validation.starCount', params: { min: 1, max: 5 } },
    ]);
  });

  it.each([4.5, undefined])('refuses starCount %j with validation.starCount', (starCount) => {
    expect(fieldErrorsOf(goodsCommentSubmitRequestSchema, { ...review, starCount })).toEqual([
      { field: 'starCount', key: 'validation.starCount' },
    ]);
  });

  it('requires content and refuses more than 500 characters', () => {
    expect(
      goodsCommentSubmitRequestSchema.parse({ ...review, content: 'x'.repeat(500) }).content,
    ).toHaveLength(500);
    expect(fieldErrorsOf(goodsCommentSubmitRequestSchema, { ...review, content: ' ' })).toEqual([
      { field: 'content', key: 'validation.required' },
    ]);
    expect(fieldErrorsOf(goodsCommentSubmitRequestSchema, { ...review, content: 'x'.repeat(501) })).toEqual([
      { field: 'content', key: 'validation.contentLength', params: { min: 1, max: 500 } },
    ]);
  });

  it('refuses more than 6 pictures', () => {
    const pics = Array(7).fill('https://cdn.example.com/a.png');
    expect(fieldErrorsOf(goodsCommentSubmitRequestSchema, { ...review, pics })).toEqual([
      { field: 'pics', key: 'validation.photosMax', params: { max: 6 } },
    ]);
  });
});

describe('goodsPageRequestSchema', () => {
  it('accepts the list filters', () => {
    expect(
      goodsPageRequestSchema.parse({
        keyWord: 'tea',
        typeId: '2',
        minPrice: '1',
        maxPrice: 99.9,
        order: 'sold',
        sort: 'desc',
      }),
    ).toEqual({
      page: 1,
      size: 20,
      keyWord: 'tea',
      typeId: 2,
      minPrice: 1,
      maxPrice: 99.9,
      order: 'sold',
      sort: 'desc',
    });
  });

  it('refuses a highest price below the lowest, on maxPrice', () => {
    expect(fieldErrorsOf(goodsPageRequestSchema, { minPrice: 10, maxPrice: 5 })).toEqual([
      { field: 'maxPrice', key: 'validation.priceRange' },
    ]);
  });

  it('refuses an unknown sort key', () => {
    expect(fieldErrorsOf(goodsPageRequestSchema, { order: 'rating' })).toEqual([
      { field: 'order', key: 'validation.oneOf' },
    ]);
  });
});

describe('goodsDetailSchema', () => {
  it('reads a cool-admin goods item: string money and ids, null lists, extra keys dropped', () => {
    expect(
      goodsDetailSchema.parse({
        id: '12',
        title: 'Green tea',
        subTitle: null,
        mainPic: 'https://cdn.example.com/tea.png',
        price: '19.90',
        sold: '7',
        stock: 100,
        typeId: 2,
        typeName: 'Tea',
        pics: null,
        content: '<p>Fresh</p>',
        status: 1,
        specs: [
          { id: '30', goodsId: '12', name: '250 g', price: '19.90', stock: '50', images: null, sortNum: 1 },
        ],
        createTime: '2026-01-31 08:00:00',
      }),
    ).toEqual({
      id: 12,
      title: 'Green tea',
      subTitle: null,
      mainPic: 'https://cdn.example.com/tea.png',
      price: 19.9,
      sold: 7,
      stock: 100,
      typeId: 2,
      typeName: 'Tea',
      pics: [],
      content: '<p>Fresh</p>',
      specs: [{ id: 30, goodsId: 12, name: '250 g', price: 19.9, stock: 50, images: [], sortNum: 1 }],
      createTime: '2026-01-31 08:00:00',
    });
  });

  it('reads a goods video and its poster, and a goods item without one', () => {
    const goods = { id: 1, title: 't', price: 1, specs: [] };
    expect(
      goodsDetailSchema.parse({
        ...goods,
        video: 'https://shop.example/uploads/seed/goods-video.webm',
        videoPoster: 'https://shop.example/uploads/seed/goods-video.webm?poster',
      }),
    ).toMatchObject({
      video: 'https://shop.example/uploads/seed/goods-video.webm',
      videoPoster: 'https://shop.example/uploads/seed/goods-video.webm?poster',
    });
    expect(goodsDetailSchema.parse({ ...goods, video: null }).video).toBeNull();
    expect(goodsDetailSchema.parse(goods)).not.toHaveProperty('video');
    expect(fieldErrorsOf(goodsDetailSchema, { ...goods, video: 3 })).toEqual([
      { field: 'video', key: expect.any(String) },
    ]);
  });

  it('names the malformed spec price', () => {
    expect(
      fieldErrorsOf(goodsDetailSchema, {
        id: 1,
        title: 't',
        price: 1,
        specs: [{ id: 1, name: 'a', price: 'cheap', stock: 1 }],
      }),
    ).toEqual([{ field: 'specs.0.price', key: 'validation.money' }]);
  });
});

describe('other goods shapes', () => {
  it('goodsTypeSchema reads parentId 0 as a root', () => {
    expect(goodsTypeSchema.parse({ id: 1, name: 'Tea', parentId: 0, pic: null, sortNum: 1 }).parentId).toBe(
      0,
    );
  });

  it('goodsCommentSchema refuses a star count of 7', () => {
    expect(
      fieldErrorsOf(goodsCommentSchema, {
        id: 1,
        content: 'ok',
        starCount: 7,
        createTime: '2026-01-31 08:00:00',
      })[0],
    ).toEqual({ field: 'starCount', key: 'validation.starCount', params: { min: 1, max: 5 } });
  });

  it('goodsHotListRequestSchema bounds size to 1–100', () => {
    expect(goodsHotListRequestSchema.parse({ size: 10 })).toEqual({ size: 10 });
    expect(fieldErrorsOf(goodsHotListRequestSchema, { size: 0 })[0]?.field).toBe('size');
  });

  it('goodsI18nInfoRequestSchema needs a bundled locale', () => {
    expect(goodsI18nInfoRequestSchema.parse({ goodsId: 12, lang: 'en' })).toEqual({
      goodsId: 12,
      lang: 'en',
    });
    expect(fieldErrorsOf(goodsI18nInfoRequestSchema, { goodsId: 12, lang: 'fr' })).toEqual([
      { field: 'lang', key: 'validation.oneOf' },
    ]);
  });
});
