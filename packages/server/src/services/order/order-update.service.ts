import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import type { ServerContext } from '../../server-context';
import { orderAddressSnapshot } from './order-address';
import { lockOrder, statusNotAllowed } from './order-transition';

/** What a shopper may still change on an unpaid order. */
export interface OrderChange {
  userId: number;
  orderId: number;
  remark?: string | undefined;
  addressId?: number | undefined;
}

/** Changes the remark or the address of an order waiting for payment; later ones answer 1001. */
export async function updateUnpaidOrder(server: ServerContext, change: OrderChange) {
  const { userId } = change;
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, change);
    if (order.status !== ORDER_STATUS.waitingPay) {
      throw statusNotAllowed();
    }
    const address =
      change.addressId === undefined
        ? undefined
        : await orderAddressSnapshot(trx, { userId, addressId: change.addressId });
    await trx
      .updateTable('shop_order')
      .set({
        ...(change.remark === undefined ? {} : { remark: change.remark }),
        ...(address === undefined ? {} : { address }),
        update_time: server.now(),
      })
      .where('id', '=', order.id)
      .where('status', '=', ORDER_STATUS.waitingPay)
      .execute();
  });
}
