/**
 * The shopper a queue row belongs to, as operators read it: joined into the queue's own query
 * (`innerJoin('app_user', ...)` and `select(SHOPPER_COLUMNS)`), so a page is read without one query
 * per row. Operators see the full phone number (the shopper API shows it only to its owner).
 */
export const SHOPPER_COLUMNS = [
  'app_user.id as shopper_id',
  'app_user.username as shopper_username',
  'app_user.nick_name as shopper_nick_name',
  'app_user.phone as shopper_phone',
  'app_user.country_code as shopper_country_code',
] as const;

/** The columns `SHOPPER_COLUMNS` reads. */
export interface ShopperColumns {
  shopper_id: number;
  shopper_username: string | null;
  shopper_nick_name: string;
  shopper_phone: string | null;
  shopper_country_code: string | null;
}

/** The shopper of a queue row on the wire. */
export function shopperOf(row: ShopperColumns) {
  return {
    id: row.shopper_id,
    username: row.shopper_username,
    nickName: row.shopper_nick_name,
    phone: row.shopper_phone,
    countryCode: row.shopper_country_code,
  };
}
