import { sql } from 'kysely';
import { AppError } from '../../http/app-error';
import type { OrderTransaction } from './order-transition';

/**
 * The copy of one of the shopper's addresses an order keeps (the `address` column), made inside the
 * statement that writes it: `null` when the address is missing or another shopper's. The address
 * is copied so that editing the address book later never changes where an order went.
 */
export function orderAddressSql({ userId, addressId }: { userId: number; addressId: number }) {
  return sql<string | null>`(select jsonb_build_object(
    'id', id, 'contact', contact, 'phone', phone, 'countryCode', country_code,
    'province', province, 'city', city, 'district', district, 'address', address
  ) from address where id = ${addressId} and user_id = ${userId})`;
}

/** Whether a failed order write was refused for its address (`orderAddressSql` was `null`). */
export function isMissingAddress(error: unknown): boolean {
  const failure = error as { code?: string; column?: string } | null;
  return failure?.code === '23502' && (failure.column === undefined || failure.column === 'address');
}

/** The snapshot of one of the shopper's addresses, as JSON text; `order.addressNotFound` if none. */
export async function orderAddressSnapshot(
  trx: OrderTransaction,
  address: { userId: number; addressId: number },
): Promise<string> {
  const row = await trx.selectNoFrom(orderAddressSql(address).as('snapshot')).executeTakeFirst();
  if (!row?.snapshot) {
    throw new AppError('order.addressNotFound');
  }
  return typeof row.snapshot === 'string' ? row.snapshot : JSON.stringify(row.snapshot);
}
