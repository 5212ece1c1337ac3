import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Indexes for the operators' queues (`services/*-queue.service.ts`), each read in the order it is
 * paged, oldest first, so a queue's page costs the same in a shop of a million orders as in the
 * demo: orders awaiting shipment by payment time, refund and repurchase requests by their time,
 * withdrawals and recharge requests by status (the ledger's other rows have none), feedback and
 * complaints by status. The specs low in stock have none on purpose: an index on `goods_spec.stock`
 * would make every order's stock decrement write index entries too (no heap-only update), the
 * hottest write of the shop paying for an operator's occasional read, which scans the specs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    create index if not exists shop_order_status_paid on shop_order (status, pay_time, id);
    create index if not exists order_refund_status on order_refund (status, apply_time, id);
    create index if not exists order_buy_back_status on order_buy_back (status, apply_time, id);
    create index if not exists ledger_type_status on ledger (type, status, id) where status is not null;
    create index if not exists feedback_status on feedback (status, id);
    create index if not exists complaint_status on complaint (status, id);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    drop index if exists shop_order_status_paid;
    drop index if exists order_refund_status;
    drop index if exists order_buy_back_status;
    drop index if exists ledger_type_status;
    drop index if exists feedback_status;
    drop index if exists complaint_status;
    `,
  );
}
