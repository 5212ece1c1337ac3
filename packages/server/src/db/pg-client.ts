import { createHash } from 'node:crypto';
import pg from 'pg';
import { type Lead, LeadingQuery, nothing, type PgConnection } from './pg-queries';
import { PREPARED_ALONE } from './statement-template';
import { WITH_NEXT } from './with-next';

// The pool's connection to a PostgreSQL server: statements of a transaction prepared once per
// connection, a transaction's BEGIN sent with its first statement, and a statement whose result
// nobody waits for sent with the one after it (`runWithNext`).

/** How many distinct statements a process prepares at most; others run unprepared. */
const MAX_PREPARED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();
/** Bumped when a table's columns changed under prepared statements: every name is new from then. */
let generation = 0;

/** The prepared-statement name of a statement's text, or `undefined` once the cap is reached. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `mall_${generation}_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A connection that runs the statements with parameters of a transaction (what kysely sends: an
 * order, a payment, a refund, a withdrawal) as named prepared statements, so PostgreSQL parses and
 * plans each once per connection instead of on every call. Statements outside a transaction run
 * as they are, but for one marked `PREPARED_ALONE` (a payment's one statement): the catalogue's
 * reads, whose best plan depends on the values (a keyword's matches, a price range), were slower
 * on a plan made for any value (`docs/performance-rounds.md`). `begin`, `commit` and the
 * migrations have no parameters and run as they are too.
 *
 * A transaction's `begin` is held until its first statement and goes out with it (`LeadingQuery`):
 * one round trip less per transaction. A transaction with no statement sends neither its `begin`
 * nor its `commit` / `rollback`; one whose first statement is not prepared yet (its first run on
 * this connection, a statement without parameters) sends its `begin` alone first, as before.
 */
export class PreparingClient extends pg.Client {
  #inTransaction = false;
  /** The `begin` not sent yet, held for the transaction's first statement. */
  #pendingBegin: string | undefined;
  /** The generation this connection prepares under: an older one's statements are let go. */
  #generation = generation;
  /**
   * Statements not sent yet, held to go out with the transaction's next one (`runWithNext`); the
   * transaction's `begin` first when a held statement is its first.
   */
  #held: Lead[] = [];

  get #connection(): PgConnection {
    return (this as unknown as { connection: PgConnection }).connection;
  }

  /**
   * Forgets a `begin` still held when the pool takes the connection back (a transaction that ended
   * without its `commit` or `rollback` reaching here): none was sent, so nothing is open.
   */
  settle(): void {
    if (this.#pendingBegin !== undefined) {
      this.#pendingBegin = undefined;
      this.#inTransaction = false;
    }
    // Its transaction ended without a `commit` through here: what it held would not have stayed,
    // and a `begin` among it was never sent.
    if (this.#held.some((lead) => lead.name === undefined)) {
      this.#inTransaction = false;
    }
    this.#held = [];
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads are re-dispatched as they came.
  override query(...args: any[]): any {
    const [text, values] = args;
    // Called as kysely calls it (text and values, answered by a promise), not with a callback or
    // a submittable (a cursor).
    const promised = typeof text === 'string' && args.length <= 2 && typeof args[1] !== 'function';
    if (promised) {
      if (/^\s*(begin|start transaction)\b/i.test(text)) {
        this.#inTransaction = true;
        if (this.#pendingBegin === undefined) {
          this.#pendingBegin = text;
          return Promise.resolve(nothing('BEGIN'));
        }
      } else if (/^\s*(commit|end|rollback)\s*;?\s*$/i.test(text)) {
        this.#inTransaction = false;
        if (this.#pendingBegin !== undefined) {
          // Nothing ran in the transaction: there is nothing to end.
          this.#pendingBegin = undefined;
          return Promise.resolve(nothing(/^\s*rollback/i.test(text) ? 'ROLLBACK' : 'COMMIT'));
        }
      }
    }
    const name =
      promised &&
      Array.isArray(values) &&
      values.length > 0 &&
      (this.#inTransaction || (typeof text === 'string' && text.startsWith(PREPARED_ALONE)))
        ? statementName(text)
        : undefined;
    const begin = this.#pendingBegin;
    if (
      name &&
      this.#generation === generation &&
      text.startsWith(WITH_NEXT) &&
      this.#connection.parsedStatements[name] === text
    ) {
      // Nobody waits for its result: it goes out with the transaction's next statement, after the
      // transaction's `begin` when that is held still.
      if (begin !== undefined) {
        this.#pendingBegin = undefined;
        this.#held.push({ text: begin });
      }
      this.#held.push({ name, text, values });
      return Promise.resolve(nothing('HELD'));
    }
    const held = this.#held;
    if (held.length > 0) {
      this.#held = [];
      return this.#afterHeld(held, args, name);
    }
    if (name && this.#generation !== generation) {
      // The earlier generation's statements are of no more use: they go (after the transaction's
      // `begin`, if held) before this one is prepared, and pg forgets it had parsed them.
      this.#generation = generation;
      this.#pendingBegin = undefined;
      this.#connection.parsedStatements = {};
      return (begin === undefined ? Promise.resolve() : super.query(begin))
        .then(() => super.query('DEALLOCATE ALL'))
        .then(() => this.query(...args));
    }
    if (begin !== undefined && name && this.#connection.parsedStatements[name] !== undefined) {
      this.#pendingBegin = undefined;
      return this.#led([{ text: begin }], { name, text, values });
    }
    if (begin !== undefined) {
      // Any other statement waits for its `begin`, sent alone, as a transaction's statements
      // always did; a call answered otherwise follows it in pg's queue.
      this.#pendingBegin = undefined;
      const begun = this.#begin(begin);
      if (promised) {
        return begun.then(() => this.query(...args));
      }
      begun.catch(() => undefined);
    }
    return name
      ? this.#failedPlan(super.query({ name, text, values }))
      : (super.query as (...all: unknown[]) => unknown)(...args);
  }

  /**
   * The statement `args` after the held ones: all in one write when the next is the transaction's
   * `commit` or a statement this connection has parsed (`LeadingQuery`); a `rollback` drops the
   * held ones (nothing of the transaction stays); anything else goes after them, sent alone.
   */
  // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads are re-dispatched as they came.
  #afterHeld(held: Lead[], args: any[], name: string | undefined): any {
    const [text, values] = args;
    const promised = typeof text === 'string' && args.length <= 2 && typeof args[1] !== 'function';
    if (promised && /^\s*rollback\s*;?\s*$/i.test(text)) {
      // A `begin` among them was never sent: nothing is open to roll back.
      return held.some((lead) => lead.name === undefined)
        ? Promise.resolve(nothing('ROLLBACK'))
        : this.query(...args);
    }
    const commit = promised && /^\s*(commit|end)\s*;?\s*$/i.test(text);
    if (commit || (name && this.#connection.parsedStatements[name] === text)) {
      return this.#led(
        held,
        commit ? { name: '', text, values: [] } : { name: name as string, text, values },
      );
    }
    const sent = Promise.all(
      held.map((lead) => {
        if (lead.name === undefined) {
          return this.#begin(lead.text);
        }
        return this.#failedPlan(super.query({ name: lead.name, text: lead.text, values: lead.values }));
      }),
    );
    if (promised) {
      return sent.then(() => this.query(...args));
    }
    // Its failure shows in what follows: the transaction refuses every statement after it.
    sent.catch(() => undefined);
    return this.query(...args);
  }

  /**
   * A transaction's `begin` sent alone. A statement must never run outside its transaction: a
   * failed `begin` ends the connection.
   */
  #begin(text: string): Promise<unknown> {
    return (super.query(text) as Promise<unknown>).catch((error: unknown) => {
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      throw error;
    });
  }

  /** The statement `config` with `leads` in front of it, in one write (`LeadingQuery`). */
  #led(leads: Lead[], config: { name: string; text: string; values: unknown[] }): Promise<unknown> {
    return this.#failedPlan(
      new Promise((resolve, reject) => {
        const query = new LeadingQuery(leads, config, (error, result) =>
          error ? reject(error) : resolve(result),
        );
        (super.query as (submittable: unknown) => unknown)(query);
      }),
    );
  }

  /**
   * `run`, and when another process migrated a table the statement reads with `*` (PostgreSQL
   * refuses the prepared plan from then on), the next statements prepare under new names.
   */
  #failedPlan(run: Promise<unknown>): Promise<unknown> {
    return run.catch((error: unknown) => {
      if ((error as { code?: string }).code === '0A000' && /cached plan/.test(String(error))) {
        generation += 1;
        statementNames.clear();
      }
      throw error;
    });
  }
}
