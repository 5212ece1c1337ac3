import type { Selectable } from 'kysely';
import type { BankCardSnapshot, BankCardTable } from '../db/schema';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { bookReader } from './user-book.service';

/**
 * A card number as shoppers see it, from its last four digits (`card_last4`): every other digit
 * hidden, in groups of four (`**** **** **** 1234`). The full number is stored only encrypted
 * (`card_no_enc`, `crypto/card-cipher.ts`) and is read back for the operator's withdrawal queue
 * alone; it never leaves the server to shoppers.
 */
export function maskCardNo(last4: string): string {
  return `**** **** **** ${last4}`;
}

/** A bank card on the wire (contract §10), its number masked. */
export function bankCardOf(row: Selectable<BankCardTable>) {
  return {
    id: row.id,
    bankName: row.bank_name,
    holderName: row.holder_name,
    cardNo: maskCardNo(row.card_last4),
    isDefault: row.is_default,
    createTime: row.create_time.toISOString(),
    updateTime: row.update_time.toISOString(),
  };
}

/** Reads of the shopper's bank cards, default first. */
export const bankCards = bookReader('bank_card', bankCardOf);

/** The masked copy of one of the shopper's cards a withdrawal keeps; another shopper's card is "select a card". */
export async function bankCardSnapshot(
  server: ServerContext,
  userId: number,
  bankCardId: number,
): Promise<BankCardSnapshot> {
  const card = await server.db
    .selectFrom('bank_card')
    .select(['id', 'bank_name', 'holder_name', 'card_last4'])
    .where('id', '=', bankCardId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!card) {
    throw new AppError('account.bankCardNotFound');
  }
  return {
    id: card.id,
    bankName: card.bank_name,
    holderName: card.holder_name,
    cardNo: maskCardNo(card.card_last4),
  };
}
