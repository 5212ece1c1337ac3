import pg from 'pg';
import pgUtils from 'pg/lib/utils';

// A submittable for pg that puts more than one statement in one write under one Sync: a
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

/** A prepared statement held back to go out with the transaction's next one (`runWithNext`). */
export interface HeldStatement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * What goes out ahead of a statement in its write: a text without parameters (a transaction's
 * `begin`), or statements this connection has parsed, held with their values.
 */
export type Lead = { text: string; name?: undefined } | HeldStatement;

/** Parse/Bind/Execute of a text without parameters, as the unnamed statement. */
function sendText(connection: PgConnection, text: string): void {
  connection.parse({ text, name: '', types: [] });
  connection.bind({ portal: '', statement: '', values: [] });
  connection.execute({ portal: '', rows: 0 });
}

/**
 * Statements led by others in one write and one round trip: each lead's messages (a `begin`, or
 * Bind/Execute of a held statement), then the statement's own (`config`; a text without a name,
 * such as the transaction's `commit`, goes as the unnamed statement) and one Sync. PostgreSQL runs
 * them in order as one unit up to that Sync: a failing lead skips the rest (a failed held statement
 * leaves the transaction failed, so the caller's `commit` fails and it rolls back), and once a
 * `begin` has run the transaction stays open after the Sync, as if each had been sent alone. The
 * result is the statement's; the leads' are passed over. Only with statements this connection has
 * parsed already: a lead's ParseComplete would otherwise mark the statement parsed before it is.
 */
export class LeadingQuery extends PgQuery {
  /** Command completions still to come from the leads. */
  #leadsLeft: number;
  readonly #leads: Lead[];
  readonly #plain: boolean;

  constructor(
    leads: Lead[],
    config: { name: string; text: string; values: unknown[] },
    callback: QueryCallback,
  ) {
    super(config, undefined, callback);
    this.#leads = leads;
    this.#leadsLeft = leads.length;
    this.#plain = config.name === '';
  }

  override submit(connection: PgConnection): Error | null {
    // What pg's own submit could refuse (a name parsed for another text), refused before a byte is
    // written: a refusal after the leads' messages would leave them without their Sync.
    for (const { name, text } of [...this.#leads, ...(this.#plain ? [] : [this])]) {
      if (name !== undefined && connection.parsedStatements[name] !== text) {
        return new Error(`prepared statement ${name} is not parsed for this text on this connection`);
      }
    }
    let bound: ({ text: string } | { name: string; values: unknown[] })[];
    try {
      bound = this.#leads.map((lead) =>
        lead.name === undefined
          ? { text: lead.text }
          : { name: lead.name, values: lead.values.map((value) => pgUtils.prepareValue(value)) },
      );
    } catch (error) {
      return error as Error;
    }
    connection.stream.cork?.();
    try {
      for (const lead of bound) {
        if ('text' in lead) {
          sendText(connection, lead.text);
        } else {
          connection.bind({ portal: '', statement: lead.name, values: lead.values });
          connection.execute({ portal: '', rows: 0 });
        }
      }
      if (!this.#plain) {
        return super.submit(connection);
      }
      sendText(connection, this.text);
      connection.sync();
      return null;
    } finally {
      connection.stream.uncork?.();
    }
  }

  override handleCommandComplete(message: unknown, connection: PgConnection): void {
    // The first commands to complete are the leads': the result is what follows.
    if (this.#leadsLeft > 0) {
      this.#leadsLeft -= 1;
      return;
    }
    super.handleCommandComplete(message, connection);
  }
}
