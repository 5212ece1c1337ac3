import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as initial from './migrations/0001-initial';
import * as chatAdapter from './migrations/0002-chat-adapter';
import * as idempotencyKeys from './migrations/0003-idempotency-keys';
import * as refundRemarkImages from './migrations/0004-refund-remark-images';
import * as smsCodeHash from './migrations/0005-sms-code-hash';
import * as scaleIndexes from './migrations/0006-scale-indexes';
import * as onSalePrice from './migrations/0007-on-sale-price';
import * as stockNotices from './migrations/0008-stock-notices';
import * as shopperNotices from './migrations/0009-shopper-notices';
import * as operators from './migrations/0010-operators';
import * as operatorQueues from './migrations/0011-operator-queues';
import * as cardEncryption from './migrations/0012-card-encryption';
import * as sessionLimits from './migrations/0013-session-limits';
import * as smsCodePurpose from './migrations/0014-sms-code-purpose';
import * as operatorSecretEncryption from './migrations/0015-operator-secret-encryption';
import * as stockNoticeOnAvailability from './migrations/0016-stock-notice-on-availability';
import * as goodsVideo from './migrations/0017-goods-video';
import * as goodsSearch from './migrations/0018-goods-search';
import * as searchPairsAt from './migrations/0019-search-pairs-at';

/** Every migration, by version. Adding one: a new file `migrations/NNNN-name.ts` and a line here. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-chat-adapter': chatAdapter,
  '0003-idempotency-keys': idempotencyKeys,
  '0004-refund-remark-images': refundRemarkImages,
  '0005-sms-code-hash': smsCodeHash,
  '0006-scale-indexes': scaleIndexes,
  '0007-on-sale-price': onSalePrice,
  '0008-stock-notices': stockNotices,
  '0009-shopper-notices': shopperNotices,
  '0010-operators': operators,
  '0011-operator-queues': operatorQueues,
  '0012-card-encryption': cardEncryption,
  '0013-session-limits': sessionLimits,
  '0014-sms-code-purpose': smsCodePurpose,
  '0015-operator-secret-encryption': operatorSecretEncryption,
  '0016-stock-notice-on-availability': stockNoticeOnAvailability,
  '0017-goods-video': goodsVideo,
  '0018-goods-search': goodsSearch,
  '0019-search-pairs-at': searchPairsAt,
};

/** The migrations' versions in the order they apply. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();

/**
 * Brings the schema up to date. Safe when several processes start at once: the migrator holds a
 * lock while it works, and applied versions are skipped.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
