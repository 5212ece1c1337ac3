import { createServer } from '../create-server';
import { loadCardKeyring } from '../crypto/card-cipher';
import { rotateCardKeys, rotateTotpSecrets } from '../crypto/card-rotation';
import { parseEnv } from '../env';
import { UsageError } from './operator-args';
import { assertDatabaseFree } from './operator-database';

export const CARD_KEYS_USAGE = 'mall-admin card-keys rotate';

/**
 * `mall-admin card-keys rotate`: re-encrypts every bank card and every operator's TOTP secret
 * under the first key of `CARD_KEYS`, in the database DATABASE_URL or DATA_DIR names
 * (`crypto/card-rotation.ts`). To rotate: put the
 * new key first in `CARD_KEYS` and keep the old ones after it, restart the servers, run this, then
 * drop the old keys. Safe to run again; on PostgreSQL the servers may keep running.
 */
export async function runCardKeysCommand(args: string[]): Promise<number> {
  if (args[0] !== 'rotate' || args.length > 1) {
    throw new UsageError(CARD_KEYS_USAGE);
  }
  const env = parseEnv();
  if (!env.CARD_KEYS) {
    throw new UsageError(
      'card-keys rotate needs CARD_KEYS: the new key first, then the keys the cards and secrets are under',
    );
  }
  assertDatabaseFree(env);
  const log = {
    info: () => undefined,
    warn: () => undefined,
    error: (message: string, details?: Record<string, unknown>) => console.error(message, details ?? ''),
  };
  const server = await createServer({ env, log });
  try {
    const keyring = await loadCardKeyring(server.context.db, env.CARD_KEYS, env.NODE_ENV);
    const result = await rotateCardKeys(server.context.db, keyring);
    console.log(
      `${result.rotated} card(s) re-encrypted under key ${result.keyId}; all ${result.total} card(s) are under it`,
    );
    const secrets = await rotateTotpSecrets(server.context.db, keyring);
    console.log(
      `${secrets.rotated} operator one-time-code secret(s) re-encrypted under key ${secrets.keyId}; all ${secrets.total} are under it`,
    );
    return 0;
  } finally {
    await server.close();
  }
}
