import type { Kysely } from 'kysely';
import type { AuditKeys, Database, StoredAuditChange } from '../db/schema';
import type { Actor, AuditChange, AuditRecorder, ChatPublisher, ServerContext } from '../server-context';
import { type PageInput, pageOf } from '../services/paging';

/** The acting operator or the service account: the actors the operator API knows. */
export type OperatorActor = Exclude<Actor, { kind: 'shopper' }>;

/** An {@link AuditRecorder} that keeps the changes for the action's audit row. */
export function createAuditRecorder(): AuditRecorder & { changes(): StoredAuditChange[] } {
  const recorded: StoredAuditChange[] = [];
  return {
    change(change: AuditChange) {
      recorded.push({
        entity: change.entity,
        id: change.id,
        field: change.field,
        // Stored as JSON: dates as ISO text, undefined as null.
        before: JSON.parse(JSON.stringify(change.before ?? null)),
        after: JSON.parse(JSON.stringify(change.after ?? null)),
      });
    },
    changes: () => recorded,
  };
}

/** Fields that name what an action touches without being an id: a release, a new account. */
const IDENTIFIERS = new Set(['version', 'platform', 'username', 'name']);

/**
 * The ids an action's input names: `id` and every `...Id` field (`orderId`, `userId`, `specId`,
 * `sessionId`, ...) and the identifiers above, holding a number or a short text, and the id of
 * what it made. Nothing else of the input is kept (no password, no message text).
 */
export function auditKeysOf(input: unknown, answer?: unknown): AuditKeys {
  const keys: AuditKeys = {};
  // What the action made (a shopper, an offer, a message, a ledger row) under `id`, unless the
  // input already names one.
  const made = answer !== null && typeof answer === 'object' ? (answer as { id?: unknown }).id : undefined;
  if (typeof made === 'number') {
    keys.id = made;
  }
  if (input === null || typeof input !== 'object') {
    return keys;
  }
  for (const [name, value] of Object.entries(input)) {
    if (name !== 'id' && !IDENTIFIERS.has(name) && !/^[a-z][A-Za-z]*Id$/.test(name)) {
      continue;
    }
    if (typeof value === 'number' || (typeof value === 'string' && value.length <= 64)) {
      keys[name] = value;
    }
  }
  return keys;
}

/** The name an actor is recorded and keyed under. */
export function actorNameOf(actor: OperatorActor): string {
  return actor.kind === 'operator' ? actor.name : 'service';
}

/** The owner of an actor's `Idempotency-Key`s: `operator:<id>`, or `service`. */
export function idempotencyOwnerOf(actor: OperatorActor): string {
  return actor.kind === 'operator' ? `operator:${actor.id}` : 'service';
}

/** One audit row to write. */
export interface AuditEntry {
  actor: OperatorActor;
  action: string;
  keys: AuditKeys;
  changes: StoredAuditChange[];
  address: string | null;
  requestId: string | null;
  time: Date;
}

/** Appends the row of an action; on the action's transaction, so both commit or neither does. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({
      time: entry.time,
      actor_kind: entry.actor.kind,
      actor_id: entry.actor.kind === 'operator' ? entry.actor.id : null,
      actor_name: actorNameOf(entry.actor),
      action: entry.action,
      keys: JSON.stringify(entry.keys),
      changes: JSON.stringify(entry.changes),
      address: entry.address,
      request_id: entry.requestId,
    })
    .execute();
}

/** What `audit/list` filters on; every filter is optional. */
export interface AuditFilter extends PageInput {
  actor?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** With `value`: rows whose keys hold this name with this value, e.g. `orderId` = `12`. */
  key?: string | undefined;
  value?: string | undefined;
}

/** A page of the trail, newest first. */
export async function listAudit(server: ServerContext, filter: AuditFilter) {
  let query = server.db.selectFrom('operator_audit').selectAll();
  if (filter.actor) {
    query = query.where('actor_name', '=', filter.actor);
  }
  if (filter.action) {
    query = query.where('action', '=', filter.action);
  }
  if (filter.from) {
    query = query.where('time', '>=', filter.from);
  }
  if (filter.to) {
    query = query.where('time', '<=', filter.to);
  }
  if (filter.key && filter.value !== undefined) {
    const { key, value } = filter;
    query = query.where((eb) => eb(eb.fn('jsonb_extract_path_text', ['keys', eb.val(key)]), '=', value));
  }
  const page = await pageOf(query.orderBy('id', 'desc'), filter);
  return {
    list: page.list.map((row) => ({
      id: row.id,
      time: row.time.toISOString(),
      actorKind: row.actor_kind,
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      keys: row.keys,
      changes: row.changes,
      address: row.address,
      requestId: row.request_id,
    })),
    pagination: page.pagination,
  };
}

/**
 * A chat publisher that holds what is published until `flush()`: an operator action publishes a
 * chat reply only once the transaction that stored it has committed (and never if it rolls back).
 */
export function publishAfterCommit(chat: ChatPublisher): ChatPublisher & { flush(): void } {
  const held: (() => void)[] = [];
  return {
    publish: (sessionId, userId, message) => {
      held.push(() => chat.publish(sessionId, userId, message));
    },
    subscribe: (listener) => chat.subscribe(listener),
    inTurn: (userId, task) => chat.inTurn(userId, task),
    flush() {
      for (const publish of held.splice(0)) {
        publish();
      }
    },
  };
}
