import { type Kysely, sql } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Every change of a spec's stock announces its goods item on the channel `mall_stock`
 * (`NOTIFY`, sent when the transaction commits, to every process that listens), so that a server
 * can keep a goods detail's stock until it changes instead of reading it for every request
 * (`services/announced-reads.ts`). A spec added or removed, or moved to another goods item, is
 * announced too; an update that leaves the stock as it was is not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The function's body holds statements of its own, so it goes as one statement by itself.
  await sql
    .raw(`
    create or replace function goods_spec_stock_notice() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        perform pg_notify('mall_stock', old.goods_id::text);
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.goods_id <> old.goods_id) then
        perform pg_notify('mall_stock', new.goods_id::text);
      end if;
      return null;
    end
    $$`)
    .execute(db);
  await executeStatements(
    db,
    `
    create trigger goods_spec_stock_changed after update of stock, goods_id on goods_spec
      for each row when (old.stock is distinct from new.stock or old.goods_id is distinct from new.goods_id)
      execute function goods_spec_stock_notice();
    create trigger goods_spec_added_or_removed after insert or delete on goods_spec
      for each row execute function goods_spec_stock_notice();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    drop trigger if exists goods_spec_added_or_removed on goods_spec;
    drop trigger if exists goods_spec_stock_changed on goods_spec;
    drop function if exists goods_spec_stock_notice();
  `,
  );
}
