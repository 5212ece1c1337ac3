import { describe, expect, it } from 'vitest';
import { bannerSchema } from './banner.schema';
import { fieldErrorsOf } from './field-errors';

describe('bannerSchema', () => {
  it('reads a banner, dropping keys it does not know', () => {
    expect(
      bannerSchema.parse({
        id: '1',
        title: 'Spring tea',
        pic: 'https://cdn.example.com/b.png',
        path: '/pages/goods/detail?id=12',
        sortNum: '1',
        status: 1,
      }),
    ).toEqual({
      id: 1,
      title: 'Spring tea',
      pic: 'https://cdn.example.com/b.png',
      path: '/pages/goods/detail?id=12',
      sortNum: 1,
    });
  });

  it('needs a picture', () => {
    expect(fieldErrorsOf(bannerSchema, { id: 1, title: 'No picture' })).toEqual([
      { field: 'pic', key: 'validation.required' },
    ]);
  });
});
