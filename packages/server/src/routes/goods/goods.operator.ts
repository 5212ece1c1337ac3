import { integer } from '@mall/sdk/schemas';
import { z } from 'zod';
import { operatorRecordId } from '../../operator/operator-fields';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { LOW_STOCK_THRESHOLD, lowStockQueue } from '../../services/goods-queue.service';
import { setSpecStock } from '../../services/goods-stock.service';
import { queuePageShape } from '../queue-query';

/** The merchant's catalogue actions (contract §13), and the specs running out. */
export const goodsOperatorActions: OperatorActions = {
  'goods/lowStock': operatorAction({
    method: 'GET',
    permission: 'goods:stock:list',
    description:
      'Specs with stock at or below a threshold (default 10), emptiest first: {"threshold"?,"page"?,"size"?}',
    schema: z.object({
      ...queuePageShape,
      threshold: z._default(integer({ min: 0 }), LOW_STOCK_THRESHOLD),
    }),
    run: (server, input) => lowStockQueue(server, input),
  }),
  'goods/stock': operatorAction({
    method: 'POST',
    permission: 'goods:stock:update',
    idempotent: true,
    description: 'Set the stock of a spec: {"specId","stock"}',
    schema: z.object({
      specId: operatorRecordId,
      stock: z.number().int('validation.integer').min(0, 'validation.min'),
    }),
    run: (server, input) => setSpecStock(server, input.specId, input.stock),
  }),
};
