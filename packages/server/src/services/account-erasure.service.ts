import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { sql } from 'kysely';
import type { ServerContext } from '../server-context';
import { variantRoot } from './picture-variants.service';
import { uploadRoot } from './upload.service';

/**
 * Erases a closing account's personal data, inside the caller's transaction (`server.db` is it),
 * and answers the paths of the uploaded files to remove once it has committed (the avatar and the
 * chat's pictures: files cannot roll back).
 *
 * Erased: the profile (username, phone and country code, which are free for a new sign-up from
 * then on; nickname, avatar, gender, password hash), the address book, bank cards, search history,
 * the chat (every message, the shop's replies too, and its session), feedback contacts, the
 * shopper's SMS codes and the rate-limit counters named by phone or account, and the stored answers
 * of idempotent calls (they can hold addresses and cards).
 *
 * Kept for the books, without personal data: the account row (id, status, balance, times), so the
 * ledger still adds up to the balance; the ledger, whose withdrawal card copies keep the bank and
 * the masked number but lose the holder's name; orders with their lines, prices, coupons, refunds
 * and shipments, their address copies reduced to province, city and district (contact, phone and
 * street blanked), their remarks and refund remarks and photos blanked. Reviews stay as the shop's
 * content, anonymous once the profile is gone; feedback and complaint texts stay for their
 * follow-up. The operator trail is append-only and keeps what it recorded.
 */
export async function erasePersonalData(server: ServerContext, userId: number): Promise<string[]> {
  const { db } = server;
  const now = server.now();
  const user = await db
    .selectFrom('app_user')
    .select(['username', 'phone', 'country_code', 'avatar_url'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const chatPictures = await db
    .selectFrom('cs_message')
    .innerJoin('cs_session', 'cs_session.id', 'cs_message.session_id')
    .select(sql<string>`cs_message.content ->> 'data'`.as('url'))
    .where('cs_session.user_id', '=', userId)
    .where(sql<boolean>`cs_message.content ->> 'type' = 'image'`)
    .execute();
  const files = await ownUploads(server, userId, [user.avatar_url, ...chatPictures.map((row) => row.url)]);

  await db
    .updateTable('app_user')
    .set({
      username: null,
      phone: null,
      country_code: null,
      password_hash: null,
      nick_name: '',
      avatar_url: '',
      gender: 0,
      update_time: now,
    })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('address').where('user_id', '=', userId).execute();
  await db.deleteFrom('bank_card').where('user_id', '=', userId).execute();
  await db.deleteFrom('search_keyword').where('user_id', '=', userId).execute();
  const sessions = db.selectFrom('cs_session').select('id').where('user_id', '=', userId);
  // The stored answers of the shop's replies repeat what they said.
  await db
    .deleteFrom('operator_idempotency_key')
    .where('path', '=', 'cs/reply')
    .where(sql<number>`(response::jsonb ->> 'sessionId')::integer`, 'in', sessions)
    .execute();
  // So do the stored answers of withdrawal decisions, which name the card's holder.
  await db
    .deleteFrom('operator_idempotency_key')
    .where('path', 'in', ['withdrawal/approve', 'withdrawal/refuse'])
    .where(
      sql<number>`(response::jsonb ->> 'id')::integer`,
      'in',
      db.selectFrom('ledger').select('id').where('user_id', '=', userId),
    )
    .execute();
  await db.deleteFrom('cs_message').where('session_id', 'in', sessions).execute();
  await db.deleteFrom('cs_session').where('user_id', '=', userId).execute();
  await db.updateTable('feedback').set({ contact: '' }).where('user_id', '=', userId).execute();
  await db.deleteFrom('idempotency_key').where('user_id', '=', userId).execute();
  if (files.length > 0) {
    await db.deleteFrom('upload').where('user_id', '=', userId).where('path', 'in', files).execute();
  }

  await db
    .updateTable('shop_order')
    .set({
      address: sql`jsonb_build_object(
        'contact', '', 'phone', '', 'countryCode', null, 'address', '',
        'province', address -> 'province', 'city', address -> 'city', 'district', address -> 'district'
      )`,
      remark: '',
    })
    .where('user_id', '=', userId)
    .execute();
  const orders = db.selectFrom('shop_order').select('id').where('user_id', '=', userId);
  await db
    .updateTable('order_refund')
    .set({ remark: null, images: '[]' })
    .where('order_id', 'in', orders)
    .execute();
  await db
    .updateTable('ledger')
    .set({ bank_card: sql`bank_card - 'holderName'` })
    .where('user_id', '=', userId)
    .where('bank_card', 'is not', null)
    .execute();

  if (user.phone && user.country_code) {
    await db
      .deleteFrom('sms_code')
      .where('country_code', '=', user.country_code)
      .where('phone', '=', user.phone)
      .execute();
  }
  const rateKeys = [
    ...(user.phone
      ? [`sms:phone:${user.country_code ?? ''}${user.phone}`, `login:account:${user.phone}`]
      : []),
    ...(user.username ? [`login:account:${user.username.toLowerCase()}`] : []),
  ];
  if (rateKeys.length > 0) {
    await db.deleteFrom('rate_event').where('key', 'in', rateKeys).execute();
  }
  return files;
}

/** Of `urls`, the local uploads of this shop the shopper made, as their paths under the upload folder. */
async function ownUploads(server: ServerContext, userId: number, urls: string[]): Promise<string[]> {
  const prefix = `${server.publicUrl}/uploads/`;
  const paths = urls.filter((url) => url.startsWith(prefix)).map((url) => url.slice(prefix.length));
  if (paths.length === 0) {
    return [];
  }
  const rows = await server.db
    .selectFrom('upload')
    .select('path')
    .where('user_id', '=', userId)
    .where('path', 'in', paths)
    .execute();
  return rows.map((row) => row.path);
}

/**
 * Removes uploaded files and their generated sizes, once the erasure has committed. A file already
 * gone is fine; a failure is logged and leaves the rest to go on (the account is closed either way).
 */
export async function removeUploadedFiles(server: ServerContext, paths: string[]): Promise<void> {
  for (const path of paths) {
    try {
      await rm(join(uploadRoot(server), path), { force: true });
      const folder = join(variantRoot(server), dirname(path));
      const variants = await readdir(folder).catch(() => [] as string[]);
      for (const name of variants.filter((each) => each.startsWith(`${basename(path)}.`))) {
        await rm(join(folder, name), { force: true });
      }
    } catch (error) {
      server.log.warn('uploaded file not removed', {
        event: 'account.erase.file',
        path,
        error: String(error),
      });
    }
  }
}
