import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Secrets at rest — bank card numbers, operators' TOTP secrets (`operator-secret.ts`): AES-256-GCM
 * with a key of `CARD_KEYS`, the owner's row bound in as associated data (the shopper's id for a
 * card, the operator's id for a secret), so a value copied to another row does not open. A stored
 * value is `v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url), so each names the key that opens it
 * and keys can be rotated (`mall-admin card-keys rotate`).
 */

/** The version prefix of every stored value. */
const VERSION = 'v1';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** The app_secret row of the key generated for development and tests when `CARD_KEYS` is unset. */
const STORED_KEY_NAME = 'card-key';
const STORED_KEY_ID = 'local';

/** The keys card numbers and operators' secrets are encrypted and read with; `primary` encrypts. */
export interface CardKeyring {
  primary: string;
  keys: ReadonlyMap<string, Buffer>;
}

/** A stored value that cannot be read: unknown key, wrong shopper, damaged. */
export class CardCipherError extends Error {
  override name = 'CardCipherError';
}

function keyOf(id: string, base64: string): Buffer {
  if (!KEY_ID.test(id)) {
    throw new Error(`CARD_KEYS: the key id "${id}" must be 1-32 of A-Z a-z 0-9 _ -`);
  }
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) {
    throw new Error(`CARD_KEYS: the key "${id}" must be 32 bytes in base64 (openssl rand -base64 32)`);
  }
  return key;
}

/**
 * Parses `CARD_KEYS`: `id:base64key` pairs separated by commas, the first encrypting, the others
 * only reading (keep an old key listed until `card-keys rotate` has moved every card off it).
 */
export function parseCardKeys(text: string): CardKeyring {
  const keys = new Map<string, Buffer>();
  let primary: string | undefined;
  for (const pair of text.split(',').map((part) => part.trim())) {
    const colon = pair.indexOf(':');
    if (colon < 0) {
      throw new Error('CARD_KEYS: expected id:base64key pairs separated by commas');
    }
    const id = pair.slice(0, colon);
    if (keys.has(id)) {
      throw new Error(`CARD_KEYS: the key id "${id}" is given twice`);
    }
    keys.set(id, keyOf(id, pair.slice(colon + 1)));
    primary ??= id;
  }
  if (primary === undefined) {
    throw new Error('CARD_KEYS: no key');
  }
  return { primary, keys };
}

/** What binds a value to its owner and key: the ciphertext opens only with the same. */
function associatedData(keyId: string, binding: string): Buffer {
  return Buffer.from(`${VERSION}:${keyId}:${binding}`);
}

/**
 * Encrypts `text` under the keyring's first key, bound to `binding` (the row it belongs to, e.g.
 * `bank_card.user_id=7` or `operator.id=3`): it opens only with a key of the ring and that binding.
 */
export function sealValue(keyring: CardKeyring, binding: string, text: string): string {
  const keyId = keyring.primary;
  const key = keyring.keys.get(keyId) as Buffer;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(keyId, binding));
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    VERSION,
    keyId,
    iv.toString('base64url'),
    tag.toString('base64url'),
    ciphertext.toString('base64url'),
  ].join(':');
}

/** The id of the key a stored value is under. */
export function cardKeyIdOf(value: string): string {
  const parts = value.split(':');
  if (parts.length !== 5 || parts[0] !== VERSION) {
    throw new CardCipherError('not an encrypted value');
  }
  return parts[1] as string;
}

/**
 * Reads a value {@link sealValue} stored under `binding`; throws {@link CardCipherError} naming
 * `what` when it cannot (a key not configured, another binding, altered).
 */
export function openValue(keyring: CardKeyring, binding: string, value: string, what = 'a value'): string {
  const keyId = cardKeyIdOf(value);
  const key = keyring.keys.get(keyId);
  if (!key) {
    throw new CardCipherError(`card key "${keyId}" is not in CARD_KEYS`);
  }
  const [, , iv, tag, ciphertext] = value.split(':') as [string, string, string, string, string];
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(associatedData(keyId, binding));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new CardCipherError(`${what} does not open with its key and owner`);
  }
}

const cardBinding = (userId: number) => `bank_card.user_id=${userId}`;

/** Encrypts a card number of shopper `userId` under the keyring's first key. */
export function encryptCardNo(keyring: CardKeyring, userId: number, cardNo: string): string {
  return sealValue(keyring, cardBinding(userId), cardNo);
}

/** Reads a stored card number of shopper `userId`; throws {@link CardCipherError} when it cannot. */
export function decryptCardNo(keyring: CardKeyring, userId: number, value: string): string {
  return openValue(keyring, cardBinding(userId), value, 'a card number');
}

/** The last four digits, kept beside the encrypted number for the masked answers. */
export function cardLast4(cardNo: string): string {
  return cardNo.replace(/\D/g, '').slice(-4);
}

/** The key stored in the database for development and tests, made on first use. */
async function storedKey(db: Kysely<Database>, create: boolean): Promise<Buffer | undefined> {
  if (create) {
    await db
      .insertInto('app_secret')
      .values({ name: STORED_KEY_NAME, value: randomBytes(32).toString('base64') })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
  const row = await db
    .selectFrom('app_secret')
    .select('value')
    .where('name', '=', STORED_KEY_NAME)
    .executeTakeFirst();
  return row ? keyOf(STORED_KEY_ID, row.value) : undefined;
}

/**
 * The keyring of a database: `CARD_KEYS` when configured (required with NODE_ENV=production), and
 * otherwise a key generated once and stored in the database (`app_secret`), as the JWT secret
 * is; that one protects nothing from whoever holds the database or its backups, so it is for
 * development and tests. A stored key left from before `CARD_KEYS` was set still reads (under id
 * `local`) until `card-keys rotate` has moved the cards off it.
 */
export async function loadCardKeyring(
  db: Kysely<Database>,
  configured: string | undefined,
  nodeEnv: string | undefined,
): Promise<CardKeyring> {
  if (configured) {
    const keyring = parseCardKeys(configured);
    const stored = keyring.keys.has(STORED_KEY_ID) ? undefined : await storedKey(db, false);
    if (!stored) {
      return keyring;
    }
    return { primary: keyring.primary, keys: new Map([...keyring.keys, [STORED_KEY_ID, stored]]) };
  }
  if (nodeEnv === 'production') {
    throw new Error('CARD_KEYS is required with NODE_ENV=production');
  }
  const stored = (await storedKey(db, true)) as Buffer;
  return { primary: STORED_KEY_ID, keys: new Map([[STORED_KEY_ID, stored]]) };
}

const keyrings = new WeakMap<object, Map<string, Promise<CardKeyring>>>();

/** {@link loadCardKeyring} for a server's database and environment, loaded once. */
export function cardKeyringOf(server: {
  db: Kysely<Database>;
  env: { CARD_KEYS?: string | undefined; NODE_ENV?: string | undefined };
}): Promise<CardKeyring> {
  const byConfig = keyrings.get(server.db) ?? new Map<string, Promise<CardKeyring>>();
  keyrings.set(server.db, byConfig);
  const configured = server.env.CARD_KEYS ?? '';
  let keyring = byConfig.get(configured);
  if (!keyring) {
    keyring = loadCardKeyring(server.db, server.env.CARD_KEYS, server.env.NODE_ENV);
    keyring.catch(() => byConfig.delete(configured));
    byConfig.set(configured, keyring);
  }
  return keyring;
}
