import { describe, expectTypeOf, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { createMallClient } from './create-mall-client';

const client = createMallClient({ baseURL: '/api', storage: createMemoryStorage() });

describe('client types', () => {
  it('takes the request schema input of each call', () => {
    type CreateBody = Parameters<typeof client.order.info.create>[0];
    expectTypeOf<CreateBody['goodsList'][number]>().toHaveProperty('specId');
    expectTypeOf<CreateBody>().toHaveProperty('addressId');
    // @ts-expect-error goodsList is required
    void client.order.info.create({ addressId: 1 });
  });

  it('resolves the response schema output of each call', async () => {
    const page = await client.goods.info.page({ page: 1, size: 20 });
    expectTypeOf<(typeof page.list)[number]>().toHaveProperty('price');
    expectTypeOf(page.list[0]!.price).toEqualTypeOf<number>();
    expectTypeOf(page.pagination.total).toEqualTypeOf<number>();
    const order = await client.order.info.info({ id: 1 });
    expectTypeOf(order.status).toMatchTypeOf<number>();
  });

  it('lets calls without a body be called without one', () => {
    expectTypeOf(client.order.info.userCount).parameters.toEqualTypeOf<
      [options?: { signal?: AbortSignal; timeout?: number; idempotencyKey?: string }]
    >();
  });
});
