import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { cardKeyringOf, cardLast4, encryptCardNo } from '../crypto/card-cipher';
import type { AddressTable, BankCardTable, Database } from '../db/schema';
import { notFound } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { mapPage, type PageInput as PageRequest, pageOf } from './paging';

/**
 * The user area's books, the shopper's own lists with one default row: delivery addresses
 * (`user/address`) and bank cards (`user/bankcard`), contract §10.
 * The first row added is the default; setting a default clears the others; deleting the default
 * makes the newest remaining row the default. Each change locks the shopper's row first, so two
 * concurrent changes of one shopper's list can never leave two defaults.
 */
export type UserBookTable = 'address' | 'bank_card';

type Managed = 'user_id' | 'is_default' | 'create_time' | 'update_time';
/** A bank card as the shopper gives it: the plain number, encrypted here before it is stored. */
export interface NewBankCard {
  bank_name: string;
  holder_name: string;
  card_no: string;
}
type NewBookRow = Omit<Insertable<AddressTable>, Managed> | NewBankCard;
type BookChanges = Updateable<AddressTable> | Partial<NewBankCard>;

/**
 * The columns stored for a row: a card number is kept only encrypted (`card_no_enc`, bound to
 * the shopper) beside its last four digits (`card_last4`); addresses are stored as given.
 */
async function storedValues<Values extends object>(
  server: ServerContext,
  userId: number,
  values: Values,
): Promise<Values> {
  const { card_no: cardNo, ...rest } = values as { card_no?: string | undefined };
  if (cardNo === undefined) {
    return values;
  }
  const keyring = await cardKeyringOf(server);
  return {
    ...rest,
    card_no_enc: encryptCardNo(keyring, userId, cardNo),
    card_last4: cardLast4(cardNo),
  } as unknown as Values;
}

// Both tables share `id`, `user_id`, `is_default` and `update_time`; the queries below only touch
// those, so they are written once against one of the two.
const as = (table: UserBookTable) => table as 'address';

/** The shopper's own rows of the list; every query of it starts here. */
function ownRows(db: Kysely<Database>, table: UserBookTable, userId: number) {
  return db.selectFrom(as(table)).where('user_id', '=', userId);
}

async function lockShopper(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute();
}

async function clearDefaults(trx: Transaction<Database>, table: UserBookTable, userId: number, now: Date) {
  await trx
    .updateTable(as(table))
    .set({ is_default: false, update_time: now })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
}

/** Adds a row to the shopper's list; it is the default when asked, or when it is the first. */
export async function addBookRow(
  server: ServerContext,
  table: UserBookTable,
  userId: number,
  values: NewBookRow,
  wantDefault: boolean | undefined,
): Promise<number> {
  const stored = await storedValues(server, userId, values);
  return server.db.transaction().execute(async (trx) => {
    await lockShopper(trx, userId);
    const existing = await ownRows(trx, table, userId).select('id').limit(1).executeTakeFirst();
    const isDefault = wantDefault === true || !existing;
    const now = server.now();
    if (isDefault) {
      await clearDefaults(trx, table, userId, now);
    }
    const row = await trx
      .insertInto(as(table))
      .values({
        ...(stored as Insertable<AddressTable>),
        user_id: userId,
        is_default: isDefault,
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Changes one of the shopper's rows; `isDefault: true` makes it the only default. */
export async function updateBookRow(
  server: ServerContext,
  table: UserBookTable,
  userId: number,
  id: number,
  changes: BookChanges,
  isDefault: boolean | undefined,
): Promise<void> {
  const stored = await storedValues(server, userId, changes);
  await server.db.transaction().execute(async (trx) => {
    await lockShopper(trx, userId);
    const now = server.now();
    const owned = await ownRows(trx, table, userId).select('id').where('id', '=', id).executeTakeFirst();
    if (!owned) {
      throw notFound();
    }
    if (isDefault === true) {
      await clearDefaults(trx, table, userId, now);
    }
    await trx
      .updateTable(as(table))
      .set({
        ...(stored as Updateable<AddressTable>),
        ...(isDefault === undefined ? {} : { is_default: isDefault }),
        update_time: now,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  });
}

/**
 * Deletes the shopper's rows `ids`; when one of them is not theirs (or missing) nothing is deleted
 * and the answer is "not found". A deleted default passes to the newest remaining row.
 */
export async function deleteBookRows(
  server: ServerContext,
  table: UserBookTable,
  userId: number,
  ids: number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  await server.db.transaction().execute(async (trx) => {
    await lockShopper(trx, userId);
    const deleted = await trx
      .deleteFrom(as(table))
      .where('user_id', '=', userId)
      .where('id', 'in', unique)
      .returning(['id', 'is_default'])
      .execute();
    if (deleted.length !== unique.length) {
      throw notFound();
    }
    if (deleted.some((row) => row.is_default)) {
      const newest = await ownRows(trx, table, userId)
        .select('id')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (newest) {
        await trx
          .updateTable(as(table))
          .set({ is_default: true, update_time: server.now() })
          .where('id', '=', newest.id)
          .execute();
      }
    }
  });
}

/** Reads of the shopper's list, each row answered through `map`; the default comes first. */
export function bookReader<Row extends Selectable<AddressTable> | Selectable<BankCardTable>, Item>(
  table: UserBookTable,
  map: (row: Row) => Item,
) {
  const mine = (server: ServerContext, userId: number) => ownRows(server.db, table, userId);
  // The list and its pages show the default first, then the newest.
  const listed = (server: ServerContext, userId: number) =>
    mine(server, userId).selectAll().orderBy('is_default', 'desc').orderBy('id', 'desc');
  const read = (rows: Selectable<AddressTable>[]) => rows.map((row) => map(row as Row));
  return {
    async list(server: ServerContext, userId: number): Promise<Item[]> {
      return read(await listed(server, userId).execute());
    },
    async page(server: ServerContext, userId: number, request: PageRequest) {
      return mapPage(await pageOf(listed(server, userId), request), (row) => map(row as Row));
    },
    async info(server: ServerContext, userId: number, id: number): Promise<Item> {
      const row = await mine(server, userId).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) {
        throw notFound();
      }
      return map(row as Row);
    },
    async defaultRow(server: ServerContext, userId: number): Promise<Item | null> {
      const row = await mine(server, userId).selectAll().where('is_default', '=', true).executeTakeFirst();
      return row ? map(row as Row) : null;
    },
  };
}
