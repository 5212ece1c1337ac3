import { z } from 'zod';
import { operatorRecordId } from '../../operator/operator-fields';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { setSpecStock } from '../../services/goods-stock.service';

/** The merchant's catalogue actions (contract §13). */
export const goodsOperatorActions: OperatorActions = {
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
