import pg from 'pg';
import pgUtils from 'pg/lib/utils';

// Submittables for pg that put more than one statement in one write under one Sync: a
// transaction's begin with its first statement, and held statements with the one after them
// (used by `PreparingClient` in `pg-client.ts`).

/** The parts of pg's connection this module reads and writes (not in pg's types). */
export interface PgConnection {
  parsedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(query: { text: string; name: string; types: unknown[] }): void;
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
}

/** pg's `Query` as this module uses it (its published types do not name these members). */
interface PgQueryHooks {
  name: string;
  text: string;
  submit(connection: PgConnection): Error | null;
  handleCommandComplete(message: unknown, connection: PgConnection): void;
}
export type QueryCallback = (error: Error | undefined, result: unknown) => void;
const PgQuery = pg.Query as unknown as new (
  config: { name: string; text: string; values: unknown[] },
  values: undefined,
  callback: QueryCallback,
) => PgQueryHooks;

/** What a skipped `begin` / `commit` answers: a statement that returned nothing. */
export const nothing = (command: string) => ({ command, rowCount: null, rows: [], fields: [] });

/**
 * A transaction's first statement with its `begin` (`text`) in front, in one write and one round
 * trip: Parse/Bind/Execute of the `begin`, then the statement's own messages and its Sync. Up to
 * that Sync, PostgreSQL runs both as one unit: a failed `begin` skips the statement, and once the
 * `begin` has run the transaction stays open after the Sync, as if each had been sent alone.
 * Only for a statement this connection has parsed already: the `begin`'s ParseComplete would
 * otherwise mark the statement parsed before it is.
 */
export class BegunQuery extends PgQuery {
  #beginDone = false;
  readonly #begin: string;

  constructor(
    begin: string,
    config: { name: string; text: string; values: unknown[] },
    callback: QueryCallback,
  ) {
    super(config, undefined, callback);
    this.#begin = begin;
  }

  override submit(connection: PgConnection): Error | null {
    // What pg's own submit could refuse (a name parsed for another text), refused before a byte
    // is written: a refusal after the `begin`'s messages would leave them without their Sync.
    if (connection.parsedStatements[this.name] !== this.text) {
      return new Error(`prepared statement ${this.name} is not parsed for this text on this connection`);
    }
    connection.stream.cork?.();
    try {
      connection.parse({ text: this.#begin, name: '', types: [] });
      connection.bind({ portal: '', statement: '', values: [] });
      connection.execute({ portal: '', rows: 0 });
      return super.submit(connection);
    } finally {
      connection.stream.uncork?.();
    }
  }

  override handleCommandComplete(message: unknown, connection: PgConnection): void {
    // The first command to complete is the `begin`: the statement's result is what follows.
    if (!this.#beginDone) {
      this.#beginDone = true;
      return;
    }
    super.handleCommandComplete(message, connection);
  }
}

/** A prepared statement held back to go out with the transaction's next one (`runWithNext`). */
export interface HeldStatement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * The held statements and the statement after them (or the transaction's `commit`, `text` without
 * a name) in one write and one round trip: Bind/Execute of each held one, then the next one's own
 * messages and one Sync. PostgreSQL runs them in order; a failing held statement skips the rest
 * (and leaves the transaction failed), and the error is this query's, so the caller's `commit`
 * fails and the transaction rolls back. Only with statements this connection has parsed already.
 */
export class AfterHeldQuery extends PgQuery {
  /** Command completions still to come from held statements. */
  #heldLeft: number;
  readonly #held: HeldStatement[];
  readonly #plain: boolean;

  constructor(
    held: HeldStatement[],
    config: { name: string; text: string; values: unknown[] },
    callback: QueryCallback,
  ) {
    super(config, undefined, callback);
    this.#held = held;
    this.#heldLeft = held.length;
    this.#plain = config.name === '';
  }

  override submit(connection: PgConnection): Error | null {
    // Refused before a byte is written: a refusal after the held statement's messages would leave
    // them without their Sync.
    for (const held of this.#held) {
      if (connection.parsedStatements[held.name] !== held.text) {
        return new Error(`prepared statement ${held.name} is not parsed for this text on this connection`);
      }
    }
    if (!this.#plain && connection.parsedStatements[this.name] !== this.text) {
      return new Error(`prepared statement ${this.name} is not parsed for this text on this connection`);
    }
    let bound: { name: string; values: unknown[] }[];
    try {
      bound = this.#held.map((held) => ({
        name: held.name,
        values: held.values.map((value) => pgUtils.prepareValue(value)),
      }));
    } catch (error) {
      return error as Error;
    }
    connection.stream.cork?.();
    try {
      for (const { name, values } of bound) {
        connection.bind({ portal: '', statement: name, values });
        connection.execute({ portal: '', rows: 0 });
      }
      if (!this.#plain) {
        return super.submit(connection);
      }
      connection.parse({ text: this.text, name: '', types: [] });
      connection.bind({ portal: '', statement: '', values: [] });
      connection.execute({ portal: '', rows: 0 });
      connection.sync();
      return null;
    } finally {
      connection.stream.uncork?.();
    }
  }

  override handleCommandComplete(message: unknown, connection: PgConnection): void {
    // The first commands to complete are the held ones: the result is the next statement's.
    if (this.#heldLeft > 0) {
      this.#heldLeft -= 1;
      return;
    }
    super.handleCommandComplete(message, connection);
  }
}
