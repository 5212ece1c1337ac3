import {
  nextOrderState,
  type OrderActor,
  type OrderEvent,
  type OrderStatus,
  type RefundStatus,
} from '@mall/sdk/lifecycle';
import type { QueryCreator, Selectable, Transaction } from 'kysely';
import type { Database, ShopOrderTable } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import type { ServerContext } from '../../server-context';

/** A transaction every order change runs in. */
export type OrderTransaction = Transaction<Database>;

/** An order as stored. */
export type OrderRow = Selectable<ShopOrderTable>;

/** The answer to an order event its status does not allow (1001). */
export const statusNotAllowed = () => new AppError('order.statusNotAllowed');

/** Columns a transition may set along with the status. */
export type TransitionColumns = Partial<
  Record<'pay_time' | 'ship_time' | 'confirm_time' | 'close_time', Date>
> & {
  cancel_reason?: string | null;
  logistics?: string;
};

/**
 * The order, locked for the rest of the transaction; another shopper's order is "not found".
 * `userId` null is the operator's or the server's own reach, which sees every order.
 */
export async function lockOrder(
  trx: OrderTransaction,
  { orderId, userId }: { orderId: number; userId: number | null },
): Promise<OrderRow> {
  let query = trx.selectFrom('shop_order').selectAll().where('id', '=', orderId);
  if (userId !== null) {
    query = query.where('user_id', '=', userId);
  }
  const order = await query.forUpdate().executeTakeFirst();
  if (!order) {
    throw notFound();
  }
  return order;
}

/** Where an order stands in the SDK's lifecycle, given its open refund (if any). */
export function lifecycleStateOf({
  order,
  refundStatus = null,
}: {
  order: OrderRow;
  refundStatus?: RefundStatus | null;
}) {
  return {
    status: order.status as OrderStatus,
    refundStatus,
    previousStatus: order.previous_status as OrderStatus | null,
  };
}

/**
 * Moves an order along the SDK's transition table (the one definition): refuses with 1001 what
 * the table does not allow, else updates the status on the condition that it has not changed.
 */
export async function applyTransition(
  trx: OrderTransaction,
  server: ServerContext,
  {
    order,
    event,
    actor,
    refundStatus = null,
    columns = {},
  }: {
    order: OrderRow;
    event: OrderEvent;
    actor: OrderActor;
    /** The order's open refund's status, for the refund events. */
    refundStatus?: RefundStatus | null;
    columns?: TransitionColumns;
  },
): Promise<OrderStatus> {
  const next = nextOrderState(lifecycleStateOf({ order, refundStatus }), event, actor);
  if (!next) {
    throw statusNotAllowed();
  }
  const updated = await trx
    .updateTable('shop_order')
    .set({
      status: next.status,
      previous_status: next.previousStatus ?? null,
      update_time: server.now(),
      ...columns,
    })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .returning('id')
    .executeTakeFirst();
  if (!updated) {
    throw statusNotAllowed();
  }
  return next.status;
}

/**
 * The update that applies one event to an order on the condition that it is in status `from`
 * (it locks the row as `lockOrder` would), to run alone or inside a statement that does more
 * (`payOrder`). For events whose next state follows from the status alone (no refund, no return
 * to a previous status): `previous_status` is left as it is, as `nextOrderState` keeps it.
 */
export function transitionUpdate(
  db: QueryCreator<Database>,
  {
    orderId,
    userId,
    from,
    event,
    actor,
    columns = {},
    now,
  }: {
    orderId: number;
    userId: number;
    from: OrderStatus;
    event: OrderEvent;
    actor: OrderActor;
    columns?: TransitionColumns;
    now: Date;
  },
) {
  const next = nextOrderState({ status: from, refundStatus: null, previousStatus: null }, event, actor);
  if (!next || next.previousStatus !== null) {
    throw new Error(`${event} from status ${from} is not a move of the status alone`);
  }
  return db
    .updateTable('shop_order')
    .set({ status: next.status, update_time: now, ...columns })
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('status', '=', from)
    .returningAll();
}

/**
 * Locks an order and applies one event in a transaction of its own, then lets `after` do what
 * the change brings (money, stock, sub-records) in the same transaction.
 */
export async function transitionOrder(
  server: ServerContext,
  {
    orderId,
    userId,
    event,
    actor,
    columns = {},
    after,
  }: {
    orderId: number;
    /** null: the operator's or the server's own reach (see `lockOrder`). */
    userId: number | null;
    event: OrderEvent;
    actor: OrderActor;
    columns?: TransitionColumns;
    after?: (trx: OrderTransaction, order: OrderRow) => Promise<void>;
  },
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, { orderId, userId });
    await applyTransition(trx, server, { order, event, actor, columns });
    await after?.(trx, order);
  });
}
