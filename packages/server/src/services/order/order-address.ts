import type { Selectable } from 'kysely';
import type { AddressTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { OrderTransaction } from './order-transition';

/** The copy of an address an order keeps (JSON for the `address` column). */
function addressSnapshotOf(address: Selectable<AddressTable>): string {
  const { id, contact, phone, country_code, province, city, district } = address;
  return JSON.stringify({
    id,
    contact,
    phone,
    countryCode: country_code,
    province,
    city,
    district,
    address: address.address,
  });
}

/**
 * The snapshot of one of the shopper's addresses an order keeps; the address is copied so that
 * editing the address book later never changes where an order went.
 */
export async function orderAddressSnapshot(
  trx: OrderTransaction,
  userId: number,
  addressId: number,
): Promise<string> {
  const address = await trx
    .selectFrom('address')
    .selectAll()
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!address) {
    throw new AppError('order.addressNotFound');
  }
  return addressSnapshotOf(address);
}
