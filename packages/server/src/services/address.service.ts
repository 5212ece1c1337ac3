import type { Selectable } from 'kysely';
import type { AddressTable } from '../db/schema';
import { bookReader } from './user-book.service';

/** A delivery address on the wire (contract §10). */
export function addressOf(row: Selectable<AddressTable>) {
  return {
    id: row.id,
    contact: row.contact,
    phone: row.phone,
    countryCode: row.country_code,
    province: row.province,
    city: row.city,
    district: row.district,
    address: row.address,
    isDefault: row.is_default,
    createTime: row.create_time.toISOString(),
    updateTime: row.update_time.toISOString(),
  };
}

/** Reads of the shopper's addresses, default first. */
export const addresses = bookReader('address', addressOf);
