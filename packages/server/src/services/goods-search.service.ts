import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { mapPage, type PageInput, pageOf } from './paging';

/** First key of the advisory lock that serialises changes to one shopper's search history. */
const HISTORY_LOCK_SPACE = 7_301;

function keywordOf(row: { id: number; name: string; create_time: Date; update_time: Date }) {
  return {
    id: row.id,
    name: row.name,
    createTime: row.create_time.toISOString(),
    updateTime: row.update_time.toISOString(),
  };
}

/** The hot "search findings" keywords of the shop, in its order. */
export async function hotKeywords(server: ServerContext) {
  const rows = await server.db
    .selectFrom('search_keyword')
    .select(['id', 'name'])
    .where('hot', '=', true)
    .where('user_id', 'is', null)
    .orderBy('sort_num', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

function historyQuery(server: ServerContext, userId: number) {
  return server.db
    .selectFrom('search_keyword')
    .select(['id', 'name', 'create_time', 'update_time'])
    .where('user_id', '=', userId)
    .orderBy('sort_num', 'desc')
    .orderBy('id', 'desc');
}

/** The shopper's own search history, latest first. */
export async function keywordHistory(server: ServerContext, userId: number) {
  return (await historyQuery(server, userId).execute()).map(keywordOf);
}

/** A page of the shopper's own search history, latest first. */
export async function keywordHistoryPage(server: ServerContext, userId: number, input: PageInput) {
  return mapPage(await pageOf(historyQuery(server, userId), input), keywordOf);
}

/** One of the shopper's own keywords; another shopper's id answers as not found. */
export async function keywordInfo(server: ServerContext, userId: number, id: number) {
  const row = await historyQuery(server, userId).where('id', '=', id).executeTakeFirst();
  if (!row) {
    throw notFound();
  }
  return keywordOf(row);
}

/**
 * Runs a change to one shopper's history under a transaction-scoped advisory lock, so two
 * concurrent adds of one name cannot both insert it. `next` is the position that puts a row on top.
 */
async function withHistoryLock<T>(
  server: ServerContext,
  userId: number,
  change: (trx: Transaction<Database>, next: number) => Promise<T>,
): Promise<T> {
  return server.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${HISTORY_LOCK_SPACE}, ${userId})`.execute(trx);
    const top = await trx
      .selectFrom('search_keyword')
      .select((eb) => eb.fn.max('sort_num').as('top'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return change(trx, Number(top?.top ?? 0) + 1);
  });
}

/** Remembers a search; a name already in the history moves to the top instead of repeating. */
export async function addKeyword(
  server: ServerContext,
  userId: number,
  name: string,
): Promise<{ id: number }> {
  const now = server.now();
  return withHistoryLock(server, userId, async (trx, next) => {
    const existing = await trx
      .selectFrom('search_keyword')
      .select('id')
      .where('user_id', '=', userId)
      .where('name', '=', name)
      .orderBy('id', 'asc')
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('search_keyword')
        .set({ sort_num: next, update_time: now })
        .where('id', '=', existing.id)
        .execute();
      return { id: existing.id };
    }
    return trx
      .insertInto('search_keyword')
      .values({ user_id: userId, name, hot: false, sort_num: next, create_time: now, update_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

/** Renames one of the shopper's keywords (moving it to the top); another row of that name is folded in. */
export async function updateKeyword(server: ServerContext, userId: number, id: number, name: string) {
  const now = server.now();
  await withHistoryLock(server, userId, async (trx, next) => {
    const updated = await trx
      .updateTable('search_keyword')
      .set({ name, sort_num: next, update_time: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      throw notFound();
    }
    await trx
      .deleteFrom('search_keyword')
      .where('user_id', '=', userId)
      .where('name', '=', name)
      .where('id', '!=', id)
      .execute();
  });
}

/** Deletes the shopper's own keywords among `ids`; others' ids delete nothing. */
export async function deleteKeywords(server: ServerContext, userId: number, ids: number[]): Promise<void> {
  await server.db.deleteFrom('search_keyword').where('user_id', '=', userId).where('id', 'in', ids).execute();
}
