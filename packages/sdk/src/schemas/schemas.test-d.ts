import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { requestSchemas, responseSchemas } from './call-schemas';
import type { OrderCreateRequest, OrderDetail, PageRequest, Person, TokenSet } from './index';

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
});
