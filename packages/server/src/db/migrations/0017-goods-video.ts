import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * A goods item may carry one video (`video`: its address, as `main_pic` holds a picture's; empty
 * for none). The goods detail answers it with its poster (contract §6).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(db, `alter table goods add column if not exists video text not null default '';`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(db, 'alter table goods drop column if exists video;');
}
