import { multiplyMoney } from '@mall/sdk';
import { BUY_BACK_STATUS } from '@mall/sdk/lifecycle';
import { AppError } from '../../http/app-error';
import type { ServerContext } from '../../server-context';
import { creditLedger } from '../ledger.service';
import { applyTransition, lockOrder, type OrderTransaction, statusNotAllowed } from './order-transition';

/** The repurchase rate from the `repurchaseRate` param: a decimal in (0, 1]. */
async function repurchaseRate(trx: OrderTransaction): Promise<string> {
  const row = await trx
    .selectFrom('param')
    .select('value')
    .where('key', '=', 'repurchaseRate')
    .executeTakeFirst();
  const rate = row?.value.trim() ?? '';
  if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(rate) || !(Number(rate) > 0)) {
    throw new AppError('order.repurchaseRateMissing');
  }
  return rate;
}

/** Requests a repurchase (sell-back) of a paid order at the current rate, fixed now. */
export async function requestBuyBack(
  server: ServerContext,
  request: { userId: number; orderId: number },
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, request);
    const rate = await repurchaseRate(trx);
    await applyTransition(trx, server, { order, event: 'repurchase.request', actor: 'shopper' });
    await trx
      .insertInto('order_buy_back')
      .values({
        order_id: order.id,
        status: BUY_BACK_STATUS.applying,
        rate,
        amount: multiplyMoney(order.pay_price, rate),
        apply_time: server.now(),
        update_time: server.now(),
      })
      .execute();
  });
}

/** The operator's side of a repurchase: approve (credited) or refuse (back to the earlier status). */
export async function decideBuyBack(
  server: ServerContext,
  { orderId, decision, reason }: { orderId: number; decision: 'approve' | 'refuse'; reason?: string },
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, { orderId, userId: null });
    const buyBack = await trx
      .selectFrom('order_buy_back')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('status', '=', BUY_BACK_STATUS.applying)
      .executeTakeFirst();
    if (!buyBack) {
      throw statusNotAllowed();
    }
    const orderStatus = await applyTransition(trx, server, {
      order,
      event: `repurchase.${decision}`,
      actor: 'operator',
    });
    server.audit?.change({
      entity: 'order',
      id: order.id,
      field: 'status',
      before: order.status,
      after: orderStatus,
    });
    const audit = (after: number) =>
      server.audit?.change({
        entity: 'order_buy_back',
        id: buyBack.id,
        field: 'status',
        before: buyBack.status,
        after,
      });
    const now = server.now();
    if (decision === 'approve') {
      await trx
        .updateTable('order_buy_back')
        .set({ status: BUY_BACK_STATUS.completed, update_time: now })
        .where('id', '=', buyBack.id)
        .execute();
      audit(BUY_BACK_STATUS.completed);
      if (buyBack.amount > 0) {
        await creditLedger(trx, server, order.user_id, buyBack.amount, 'repurchase', { orderId: order.id });
      }
      return;
    }
    await trx
      .updateTable('order_buy_back')
      .set({ status: BUY_BACK_STATUS.failed, fail_reason: reason ?? '', update_time: now })
      .where('id', '=', buyBack.id)
      .execute();
    audit(BUY_BACK_STATUS.failed);
  });
}
