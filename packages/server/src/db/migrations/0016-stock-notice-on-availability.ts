import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * A spec's stock is announced on `mall_stock` (migration 0008) only when it sells out or comes
 * back (the stock going to 0 or from 0), no longer on every change. A transaction that sends a
 * `NOTIFY` takes one lock of the whole database as it commits and keeps it until its commit is
 * flushed, so every order that reserved stock committed one after another, each waiting for the
 * flushes of the ones before (16 % of the busy backends' time under back-to-back orders,
 * `bench/order-waits.ts`). A count that changes without selling out is then seen within the
 * seconds a goods detail's stock is kept (`goods.handlers.ts`); a spec added or removed, or moved
 * to another goods item, is still announced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    drop trigger goods_spec_stock_changed on goods_spec;
    create trigger goods_spec_stock_changed after update of stock, goods_id on goods_spec
      for each row when ((old.stock = 0) is distinct from (new.stock = 0) or old.goods_id is distinct from new.goods_id)
      execute function goods_spec_stock_notice();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    drop trigger goods_spec_stock_changed on goods_spec;
    create trigger goods_spec_stock_changed after update of stock, goods_id on goods_spec
      for each row when (old.stock is distinct from new.stock or old.goods_id is distinct from new.goods_id)
      execute function goods_spec_stock_notice();
  `,
  );
}
