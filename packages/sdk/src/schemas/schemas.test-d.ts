import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { RequestOf, ResponseOf } from '../resources/api-types';
import type { CallSchemaMap } from './call-schema';
import type { callSchemas, requestSchemas, responseSchemas } from './call-schemas';
import { emptyRequestSchema, emptyResponseSchema } from './common.schema';
import type { OrderDetail, PageRequest, Person, TokenSet, userCalls } from './index';
import type { OrderCreateRequest, OrderPageRequest } from './order.schema';

describe('inferred types', () => {
  it('requests may leave defaulted and optional fields out', () => {
    expectTypeOf<{
      goodsList: { goodsId: number; specId: number; count: number }[];
      addressId: number;
    }>().toExtend<OrderCreateRequest>();
    expectTypeOf<Record<string, never>>().toExtend<PageRequest>();
  });

  it('responses give parsed numbers and never a password', () => {
    expectTypeOf<OrderDetail['payPrice']>().toEqualTypeOf<number>();
    expectTypeOf<OrderDetail['status']>().toEqualTypeOf<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9>();
    expectTypeOf<Person>().not.toHaveProperty('password');
    expectTypeOf<TokenSet>().toEqualTypeOf<{
      token: string;
      expire: number;
      refreshToken: string;
      refreshExpire: number;
    }>();
  });

  it('the maps carry each call its own types', () => {
    expectTypeOf<z.output<(typeof responseSchemas)['app/order/info/info']>>().toEqualTypeOf<OrderDetail>();
    expectTypeOf<
      z.input<(typeof requestSchemas)['app/order/info/create']>
    >().toEqualTypeOf<OrderCreateRequest>();
    expectTypeOf<z.output<(typeof responseSchemas)['app/user/address/update']>>().toEqualTypeOf<undefined>();
  });

  it('keep each call its own types once combined from the area maps', () => {
    expectTypeOf<
      z.input<(typeof callSchemas)['app/order/info/create']['request']>
    >().toEqualTypeOf<OrderCreateRequest>();
    expectTypeOf<
      z.output<(typeof callSchemas)['app/user/info/person']['response']>
    >().toEqualTypeOf<Person>();
    expectTypeOf<
      z.output<(typeof userCalls)['app/user/login/password']['response']>
    >().toEqualTypeOf<TokenSet>();
    expectTypeOf<z.input<(typeof requestSchemas)['app/order/info/page']>>().toEqualTypeOf<OrderPageRequest>();
    expectTypeOf<
      z.output<(typeof responseSchemas)['app/order/info/page']>['list'][number]['payPrice']
    >().toEqualTypeOf<number>();
    // Two calls differ: the union of all schemas would fail these.
    expectTypeOf<
      z.output<(typeof responseSchemas)['app/user/info/person']>
    >().not.toEqualTypeOf<OrderDetail>();
    expectTypeOf<RequestOf<'app/order/info/create'>>().toEqualTypeOf<OrderCreateRequest>();
    expectTypeOf<ResponseOf<'app/order/info/info'>>().toEqualTypeOf<OrderDetail>();
  });

  it('refuse a calls map that names a path outside the call table', () => {
    const misspelt = {
      // @ts-expect-error 'app/order/info/creat' is not a call of the table
      'app/order/info/creat': { request: emptyRequestSchema, response: emptyResponseSchema },
    } satisfies CallSchemaMap;
    expectTypeOf(misspelt).toBeObject();
  });
});
