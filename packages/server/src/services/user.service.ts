import { toCents } from '@mall/sdk';
import { hashPassword } from '../auth/password';
import { onUniqueViolation } from '../db/constraint-violation';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { creditLedger } from './ledger.service';

/** What creating a shopper takes (registration, SMS sign-up, the operator). */
export interface NewShopper {
  username?: string | undefined;
  phone?: string | undefined;
  countryCode?: string | undefined;
  password?: string | undefined;
  nickName?: string | undefined;
}

/** Creates a shopper; a taken username or phone answers 1001 with the matching message. */
export async function createShopper(server: ServerContext, shopper: NewShopper): Promise<number> {
  const passwordHash = shopper.password
    ? await hashPassword(shopper.password, server.env.PASSWORD_HASH_COST)
    : null;
  const now = server.now();
  const row = await onUniqueViolation(
    () =>
      server.db
        .insertInto('app_user')
        .values({
          username: shopper.username ?? null,
          phone: shopper.phone ?? null,
          country_code: shopper.phone ? (shopper.countryCode ?? '+86') : null,
          password_hash: passwordHash,
          nick_name:
            shopper.nickName ?? shopper.username ?? (shopper.phone ? `${shopper.phone.slice(-4)}` : ''),
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    (error) => new AppError(String(error).includes('username') ? 'auth.usernameTaken' : 'auth.phoneTaken'),
  );
  return row.id;
}

/** Creates a shopper with an opening balance credited through the ledger (operator API, tests). */
export async function createShopperWithBalance(
  server: ServerContext,
  shopper: NewShopper,
  balance: number | undefined,
): Promise<number> {
  const id = await createShopper(server, shopper);
  if (balance !== undefined && balance > 0) {
    await server.db
      .transaction()
      .execute((trx) => creditLedger(trx, server, id, toCents(balance), 'recharge', {}));
  }
  return id;
}
