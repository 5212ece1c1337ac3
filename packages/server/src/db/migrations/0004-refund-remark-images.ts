import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * A refund keeps the shopper's remark and photos apart from the reason: the reason stays the
 * dictionary's words the merchant sorts by, the remark and photos are what the shopper adds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    alter table order_refund add column if not exists remark text;
    alter table order_refund add column if not exists images jsonb not null default '[]';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    alter table order_refund drop column if exists images;
    alter table order_refund drop column if exists remark;
  `,
  );
}
