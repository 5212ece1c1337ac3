import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@mall/sdk/schemas';
import type { Compilable, Transaction } from 'kysely';
import { reuseTransaction } from '../db/reuse-transaction';
import type { Database } from '../db/schema';
import { statementTemplate } from '../db/statement-template';
import { runWithNext } from '../db/with-next';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';

/** How long an answer is kept for retries with its key (at least this long; the sweep runs hourly). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** The header value as a key, or an error naming the rule it breaks. */
export function parseIdempotencyKey(value: string): string {
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError('idempotency.keyInvalid', { httpStatus: 400 });
  }
  return value;
}

function requestHash(path: string, input: unknown): string {
  return createHash('sha256')
    .update(`${path}\n${JSON.stringify(input) ?? ''}`)
    .digest('hex');
}

/** A shopper's key, claimed with no answer yet: the values of its row (its `response` null). */
export function keyClaimRow(claim: ShopperClaim) {
  return {
    user_id: claim.userId,
    key: claim.key,
    path: claim.path,
    request_hash: claim.hash,
    create_time: claim.now,
  };
}

/** A shopper's claim of a key, as a statement writes it. */
export interface ShopperClaim extends KeyClaim {
  userId: number;
  now: Date;
}

/** The claim of a key: taken by an earlier call, it fails, and the call's transaction with it. */
const claimKey = statementTemplate('claimKey', (db, claim: ShopperClaim) =>
  db.insertInto('idempotency_key').values(keyClaimRow(claim)),
);

/** A claimed key's answer, stored in the call's transaction. */
const storeAnswer = statementTemplate(
  'storeAnswer',
  (db, answer: { userId: number; key: string; response: string | null }) =>
    db
      .updateTable('idempotency_key')
      .set({ response: answer.response })
      .where('user_id', '=', answer.userId)
      .where('key', '=', answer.key),
);

/** The same two statements for operators' keys, by the acting operator (`operator_idempotency_key`). */
const claimOperatorKey = statementTemplate(
  'claimOperatorKey',
  (db, claim: { actor: string; key: string; path: string; hash: string; now: Date }) =>
    db.insertInto('operator_idempotency_key').values({
      actor: claim.actor,
      key: claim.key,
      path: claim.path,
      request_hash: claim.hash,
      response: null,
      create_time: claim.now,
    }),
);

const storeOperatorAnswer = statementTemplate(
  'storeOperatorAnswer',
  (db, answer: { actor: string; key: string; response: string | null }) =>
    db
      .updateTable('operator_idempotency_key')
      .set({ response: answer.response })
      .where('actor', '=', answer.actor)
      .where('key', '=', answer.key),
);

/** Where one kind of caller's keys live: a shopper's, or an operator's (or the service account's). */
interface KeyStore {
  claim(trx: Transaction<Database>, hash: string, now: Date): Compilable;
  store(trx: Transaction<Database>, response: string | null): Compilable;
  earlier(
    server: ServerContext,
  ): Promise<{ path: string; request_hash: string; response: string | null } | undefined>;
}

function shopperKeys(claim: { userId: number; key: string; path: string }): KeyStore {
  const { userId, key, path } = claim;
  return {
    claim: (trx, hash, now) => claimKey(trx, { userId, key, path, hash, now }),
    store: (trx, response) => storeAnswer(trx, { userId, key, response }),
    earlier: (server) =>
      server.db
        .selectFrom('idempotency_key')
        .select(['path', 'request_hash', 'response'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst(),
  };
}

function operatorKeys(claim: { actor: string; key: string; path: string }): KeyStore {
  const { actor, key, path } = claim;
  return {
    claim: (trx, hash, now) => claimOperatorKey(trx, { actor, key, path, hash, now }),
    store: (trx, response) => storeOperatorAnswer(trx, { actor, key, response }),
    earlier: (server) =>
      server.db
        .selectFrom('operator_idempotency_key')
        .select(['path', 'request_hash', 'response'])
        .where('actor', '=', actor)
        .where('key', '=', key)
        .executeTakeFirst(),
  };
}

/** The answer stored under a caller's key, for a request that finds the key taken. */
async function earlierAnswer(
  server: ServerContext,
  keys: KeyStore,
  path: string,
  hash: string,
): Promise<{ data: unknown; replayed: true } | undefined> {
  const earlier = await keys.earlier(server);
  if (!earlier) {
    return undefined;
  }
  if (earlier.path !== path || earlier.request_hash !== hash) {
    throw new AppError('idempotency.keyReused', { httpStatus: 422 });
  }
  return { data: earlier.response === null ? undefined : JSON.parse(earlier.response), replayed: true };
}

/**
 * Runs `work` once per shopper and key (the IETF Idempotency-Key semantics that payment APIs
 * follow): the first request does the work and its answer is stored in the same transaction; a
 * retry with the same key and the same request answers that answer again and does nothing; the
 * same key with another request is refused (422). Two requests racing with one key meet at the
 * key's primary key: the second waits for the first transaction and then answers its answer. A
 * failure rolls everything back, the key included, so the request may be tried again.
 *
 * The key is claimed by an insert that goes out with the work's first statement (`runWithNext`):
 * no round trip of its own. A key taken already fails that insert, and with it the transaction,
 * so what the work did meanwhile is rolled back; any failure of the transaction then looks for
 * the key, and a key found (stored by a request that committed) answers its stored answer. The
 * work does nothing but statements in the transaction, which is what every idempotent call does.
 * A call may take its key itself (`ways`, {@link KeyedWays}): its first statement claims it before
 * locking anything (`claiming`, an order), or one statement does the whole call and stores the key
 * with its answer (`atOnce`, a payment). A payment racing with one key may then meet at the
 * order's row first; a deadlock that follows sends it to the key's transaction.
 */
export function runIdempotent(
  server: ServerContext,
  claim: { userId: number; key: string; path: string; input: unknown },
  work: (server: ServerContext) => Promise<unknown>,
  ways: KeyedWays = {},
): Promise<{ data: unknown; replayed: boolean }> {
  return runOnce(server, shopperKeys(claim), claim, work, ways);
}

/**
 * Ways a call may take its key itself, saving statements: `atOnce` (see {@link AtOnce}) and
 * `claiming`, the call in its key's transaction with its first statement claiming the key
 * (`keyClaimRow` in a CTE): no statement of the claim's own goes before it.
 */
export interface KeyedWays {
  atOnce?: AtOnce | undefined;
  claiming?: ((server: ServerContext, claim: KeyClaim) => Promise<unknown>) | undefined;
}

/** A shopper's key as a call's one statement claims it: the key, the call's path, the request's hash. */
export interface KeyClaim {
  key: string;
  path: string;
  hash: string;
}

/**
 * A call done in one statement with no transaction around it, its key's row and answer written by
 * that statement (a key taken already fails it, and everything it did): tried first, where a call
 * has one (the payment). It answers the call's answer, or undefined when it did nothing; the call
 * then runs as usual, in the key's transaction.
 */
export type AtOnce = (claim: KeyClaim) => Promise<unknown>;

/**
 * {@link runIdempotent} for an operator action: the keys are the acting operator's (`actor`:
 * `operator:<id>`, or `service` for the `OPERATOR_TOKEN` account), apart from the shoppers'.
 */
export function runOperatorIdempotent(
  server: ServerContext,
  claim: { actor: string; key: string; path: string; input: unknown },
  work: (server: ServerContext) => Promise<unknown>,
): Promise<{ data: unknown; replayed: boolean }> {
  return runOnce(server, operatorKeys(claim), claim, work);
}

async function runOnce(
  server: ServerContext,
  keys: KeyStore,
  claim: { key: string; path: string; input: unknown },
  work: (server: ServerContext) => Promise<unknown>,
  { atOnce, claiming }: KeyedWays = {},
): Promise<{ data: unknown; replayed: boolean }> {
  const hash = requestHash(claim.path, claim.input);
  const keyClaim = { key: claim.key, path: claim.path, hash };
  try {
    const done = await atOnce?.(keyClaim);
    if (done !== undefined) {
      return { data: done, replayed: false };
    }
    return await server.db.transaction().execute(async (trx) => {
      const scoped = { ...server, db: reuseTransaction(trx) };
      if (!claiming) {
        await runWithNext(trx, keys.claim(trx, hash, server.now()));
      }
      const data = await (claiming ? claiming(scoped, keyClaim) : work(scoped));
      // Goes out with the commit: a failure to store the answer fails the commit, and the work with it.
      await runWithNext(trx, keys.store(trx, data === undefined ? null : JSON.stringify(data)));
      return { data, replayed: false };
    });
  } catch (error) {
    // The key taken by a request that committed (the claim failed, whatever the work made of
    // that failure), or the work's own failure: only a stored key tells them apart.
    const earlier = await earlierAnswer(server, keys, claim.path, hash);
    if (earlier) {
      return earlier;
    }
    throw error;
  }
}

/** Forgets answers older than {@link IDEMPOTENCY_KEY_TTL_HOURS}, shoppers' and operators'; answers how many. */
export async function purgeIdempotencyKeys(server: ServerContext): Promise<number> {
  const cutoff = new Date(server.now().getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3600_000);
  const shoppers = await server.db
    .deleteFrom('idempotency_key')
    .where('create_time', '<', cutoff)
    .executeTakeFirst();
  const operators = await server.db
    .deleteFrom('operator_idempotency_key')
    .where('create_time', '<', cutoff)
    .executeTakeFirst();
  return Number(shoppers.numDeletedRows) + Number(operators.numDeletedRows);
}
