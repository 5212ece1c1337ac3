import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newIdempotencyKey } from '../client/idempotency-key';
import { csSendPayloadSchema } from './chat.schema';
import {
  addResponseSchema,
  deleteRequestSchema,
  emptyRequestSchema,
  emptyResponseSchema,
  envelopeSchema,
  IDEMPOTENCY_KEY_PATTERN,
  LOCALES,
  localeSchema,
  orNull,
  pageRequestSchema,
  pageResponseSchema,
  photoListSchema,
  SEARCH_KEYWORD_MAX,
} from './common.schema';
import { fieldErrorsOf } from './field-errors';
import { flagSchema, idSchema, integer, money, moneySchema } from './number.schema';
import { dateTimeSchema, text } from './text.schema';

describe('idSchema', () => {
  it('accepts an integer and a numeric string (cool-admin), giving a number', () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.parse('12')).toBe(12);
  });

  it.each([0, -1, 1.5, 'x', '1.5', null])('rejects %j with validation.id', (value) => {
    expect(fieldErrorsOf(idSchema, value)[0]?.key).toBe('validation.id');
  });

  it('reports a missing id as required', () => {
    expect(fieldErrorsOf(idSchema, undefined)).toEqual([{ field: '', key: 'validation.required' }]);
  });
});

describe('integer', () => {
  it('coerces a query-string number and checks the range with { min, max }', () => {
    const schema = integer({ min: 1, max: 100 });
    expect(schema.parse(' 20 ')).toBe(20);
    expect(fieldErrorsOf(schema, '101')).toEqual([
      { field: '', key: 'validation.range', params: { min: 1, max: 100 } },
    ]);
  });

  it('rejects a fraction with validation.integer and a blank string with validation.required', () => {
    expect(fieldErrorsOf(integer(), 2.5)[0]?.key).toBe('validation.integer');
    expect(fieldErrorsOf(integer(), '  ')[0]?.key).toBe('validation.required');
  });
});

describe('moneySchema', () => {
  it.each([
    [19.99, 19.99],
    ['19.99', 19.99],
    [99.9, 99.9],
    ['100', 100],
    [0, 0],
    [-5.5, -5.5],
    [0.1 + 0.2, 0.3],
  ])('accepts %j as %j', (value, expected) => {
    expect(moneySchema.parse(value)).toBe(expected);
  });

  it.each([0.001, '0.001', 19.999, 'abc', '1e3', Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %j with validation.money',
    (value) => {
      expect(fieldErrorsOf(moneySchema, value)).toEqual([{ field: '', key: 'validation.money' }]);
    },
  );

  it('with positive, rejects 0 and a negative amount with the given key', () => {
    const schema = money({ positive: true, key: 'validation.withdrawalAmount' });
    expect(fieldErrorsOf(schema, 0)[0]?.key).toBe('validation.withdrawalAmount');
    expect(fieldErrorsOf(schema, '-1')[0]?.key).toBe('validation.withdrawalAmount');
    expect(schema.parse('0.01')).toBe(0.01);
  });
});

describe('dateTimeSchema', () => {
  it.each([
    '2026-01-31T08:00:00+08:00',
    '2026-01-31T00:00:00Z',
    '2026-01-31T00:00:00.123Z',
    '2026-01-31 08:00:00',
  ])('keeps %s unchanged', (value) => {
    expect(dateTimeSchema.parse(value)).toBe(value);
  });

  it.each(['2026-01-31', '2026-01-31T08:00:00', '31/01/2026 08:00', 1738300800])(
    'rejects %j with validation.dateTime',
    (value) => {
      expect(fieldErrorsOf(dateTimeSchema, value)[0]?.key).toBe('validation.dateTime');
    },
  );
});

describe('flagSchema', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
  ])('reads %j as %j', (value, expected) => {
    expect(flagSchema.parse(value)).toBe(expected);
  });

  it('rejects 2', () => {
    expect(fieldErrorsOf(flagSchema, 2)[0]?.key).toBe('validation.type');
  });
});

describe('text', () => {
  it('trims and requires a non-blank value', () => {
    expect(text().parse('  Alice ')).toBe('Alice');
    expect(fieldErrorsOf(text(), '   ')).toEqual([{ field: '', key: 'validation.required' }]);
    expect(fieldErrorsOf(text(), undefined)).toEqual([{ field: '', key: 'validation.required' }]);
  });

  it('reports text longer than max with { min: 1, max }', () => {
    expect(fieldErrorsOf(text({ max: 3 }), 'abcd')).toEqual([
      { field: '', key: 'validation.max', params: { min: 1, max: 3 } },
    ]);
  });

  it('reports a number given for text as a wrong type', () => {
    expect(fieldErrorsOf(text(), 12)[0]?.key).toBe('validation.type');
  });
});

describe('photoListSchema', () => {
  const photo = 'https://cdn.example.com/a.png';

  it('accepts 6 photo URLs and refuses 7 with validation.photosMax', () => {
    expect(photoListSchema.parse(Array(6).fill(photo))).toHaveLength(6);
    expect(fieldErrorsOf(photoListSchema, Array(7).fill(photo))).toEqual([
      { field: '', key: 'validation.photosMax', params: { max: 6 } },
    ]);
  });

  it('refuses a non-http URL with validation.url naming the item', () => {
    expect(fieldErrorsOf(photoListSchema, [photo, 'javascript:alert(1)'])).toEqual([
      { field: '1', key: 'validation.url' },
    ]);
  });
});

describe('pageRequestSchema', () => {
  it('defaults page to 1 and size to 20', () => {
    expect(pageRequestSchema.parse({})).toEqual({ page: 1, size: 20 });
  });

  it('keeps order, sort and keyWord and drops unknown keys', () => {
    expect(
      pageRequestSchema.parse({
        page: '2',
        size: '50',
        order: 'price',
        sort: 'asc',
        keyWord: ' tea ',
        admin: true,
      }),
    ).toEqual({
      page: 2,
      size: 50,
      order: 'price',
      sort: 'asc',
      keyWord: 'tea',
    });
  });

  it('takes a keyWord of at most 50 characters after trimming, and refuses a longer one with validation.max', () => {
    const longest = '茶'.repeat(SEARCH_KEYWORD_MAX);
    expect(pageRequestSchema.parse({ keyWord: ` ${longest} ` }).keyWord).toBe(longest);
    expect(fieldErrorsOf(pageRequestSchema, { keyWord: `${longest}x` })).toEqual([
      { field: 'keyWord', key: 'validation.max', params: { max: SEARCH_KEYWORD_MAX } },
    ]);
    expect(fieldErrorsOf(pageRequestSchema, { keyWord: 7 })).toEqual([
      { field: 'keyWord', key: 'validation.type' },
    ]);
  });

  it.each([0, 101, 2.5])('rejects size %j', (size) => {
    expect(fieldErrorsOf(pageRequestSchema, { size })[0]?.field).toBe('size');
  });

  it('rejects size 101 with validation.range { min: 1, max: 100 }', () => {
    expect(fieldErrorsOf(pageRequestSchema, { size: 101 })).toEqual([
      { field: 'size', key: 'validation.range', params: { min: 1, max: 100 } },
    ]);
  });

  it('rejects a sort other than asc or desc', () => {
    expect(fieldErrorsOf(pageRequestSchema, { sort: 'up' })).toEqual([
      { field: 'sort', key: 'validation.oneOf' },
    ]);
  });
});

describe('pageResponseSchema', () => {
  const schema = pageResponseSchema(z.object({ id: idSchema, price: moneySchema }));

  it('parses rows and pagination, coercing cool-admin strings', () => {
    expect(
      schema.parse({
        list: [{ id: '1', price: '9.90', extra: 'x' }],
        pagination: { page: '1', size: '15', total: '1' },
      }),
    ).toEqual({ list: [{ id: 1, price: 9.9 }], pagination: { page: 1, size: 15, total: 1 } });
  });

  it('names the bad row field', () => {
    expect(
      fieldErrorsOf(schema, {
        list: [
          { id: 1, price: 1 },
          { id: 2, price: 0.001 },
        ],
        pagination: { page: 1, size: 20, total: 2 },
      }),
    ).toEqual([{ field: 'list.1.price', key: 'validation.money' }]);
  });
});

describe('shared request and response shapes', () => {
  it('deleteRequestSchema needs at least one id', () => {
    expect(deleteRequestSchema.parse({ ids: ['3', 4] })).toEqual({ ids: [3, 4] });
    expect(fieldErrorsOf(deleteRequestSchema, { ids: [] })).toEqual([
      { field: 'ids', key: 'validation.required', params: { min: 1 } },
    ]);
  });

  it('emptyRequestSchema drops whatever is sent and allows nothing', () => {
    expect(emptyRequestSchema.parse({ anything: 1 })).toEqual({});
    expect(emptyRequestSchema.parse(undefined)).toBeUndefined();
  });

  it('emptyResponseSchema accepts an absent data and anything else, giving undefined', () => {
    expect(emptyResponseSchema.parse(undefined)).toBeUndefined();
    expect(emptyResponseSchema.parse({ affected: 1 })).toBeUndefined();
  });

  it('addResponseSchema reads a string id', () => {
    expect(addResponseSchema.parse({ id: '5' })).toEqual({ id: 5 });
  });

  it('orNull turns null and an absent data into null', () => {
    const schema = orNull(z.object({ id: idSchema }));
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse({ id: 1 })).toEqual({ id: 1 });
  });

  it('envelopeSchema accepts a success without data (cool-admin)', () => {
    const schema = envelopeSchema(addResponseSchema);
    expect(schema.parse({ code: 1000, message: 'success' })).toEqual({ code: 1000, message: 'success' });
    expect(schema.parse({ code: 1000, message: 'success', data: { id: '2' } }).data).toEqual({ id: 2 });
    expect(schema.safeParse({ message: 'success' }).success).toBe(false);
  });
});

describe('localeSchema', () => {
  it('accepts the five bundled locales and nothing else', () => {
    expect(LOCALES).toEqual(['zh-Hans', 'zh-tw', 'en', 'bn', 'uz']);
    for (const locale of LOCALES) {
      expect(localeSchema.parse(locale)).toBe(locale);
    }
    expect(fieldErrorsOf(localeSchema, 'fr')).toEqual([{ field: '', key: 'validation.oneOf' }]);
  });
});

describe('IDEMPOTENCY_KEY_PATTERN', () => {
  it('takes the keys the SDK makes, UUIDs and visible ASCII up to 255 characters, nothing else', () => {
    for (const key of [newIdempotencyKey(), crypto.randomUUID(), 'order-7:pay', '~'.repeat(255), 'a']) {
      expect(IDEMPOTENCY_KEY_PATTERN.test(key), key).toBe(true);
    }
    for (const key of ['', 'a b', 'ключ', '键', 'tab\tkey', 'x'.repeat(256)]) {
      expect(IDEMPOTENCY_KEY_PATTERN.test(key), key).toBe(false);
    }
    // The chat send's key follows the same rule.
    expect(
      fieldErrorsOf(csSendPayloadSchema, { sessionId: 1, content: { type: 'text', data: 'hi' }, key: 'a b' }),
    ).toEqual([{ field: 'key', key: 'validation.invalid' }]);
  });
});
