import { type Compilable, type CompiledQuery, createQueryId, type Kysely, NoResultError } from 'kysely';
import type { Database } from './schema';

// Statements of the hot money paths built and compiled by kysely once per process, then run with
// each call's values. Building a statement (immutable operation nodes, frozen at every step) and
// compiling it cost more of the server's time under order load than anything else of its own
// (`docs/performance-rounds.md`); the text is the same on every call, only the values differ.

/**
 * Marks a statement that runs with no transaction around it and is prepared all the same
 * (`pg-client.ts` prepares a transaction's statements only): a template made with `alone`.
 */
export const PREPARED_ALONE = '/* prepared alone */ ';

/** Stands in a template for the value of one name that each run gives. */
class Slot {
  constructor(readonly name: string) {}
}

/** A statement of a template with one run's values in place: run it, or hand it on compiled. */
export interface BoundStatement<Row> extends Compilable<Row> {
  execute(): Promise<Row[]>;
  executeTakeFirst(): Promise<Row | undefined>;
  /** The first row, or kysely's `NoResultError` when there is none. */
  executeTakeFirstOrThrow(): Promise<Row>;
}

/** Runs a template's statement on `db` (a transaction too) with `values`. */
export type StatementTemplate<Values, Row> = (db: Kysely<Database>, values: Values) => BoundStatement<Row>;

/**
 * A statement built by `build` once, on the first run, with a stand-in for each of `values`, and
 * compiled once; every run then sends that text with its own values in the stand-ins' places. Its
 * prepared statement (`pg-client.ts`) is the same one as before.
 *
 * `values` is flat: each of its fields is one value that kysely passes on as one parameter as it
 * is (a number, a string, a date, null, an array bound as one parameter). No value may change the
 * statement's text: not `undefined` (kysely leaves such a column out), a list for `in`, a value
 * for `is`. And `build` passes values through untouched (no `??`, no arithmetic: such is worked
 * out before the run). A run with `undefined` throws; the first run builds the statement with its
 * real values as well and throws unless both give the same text and parameters, so a template
 * that breaks the rule fails the first test that runs it. With `alone`, the statement is one that
 * runs with no transaction around it, prepared all the same ({@link PREPARED_ALONE}).
 */
export function statementTemplate<Values extends object, Row>(
  name: string,
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
  options: { alone?: boolean } = {},
): StatementTemplate<Values, Row> {
  let template: CompiledQuery<Row> | undefined;
  const slots = new Proxy({} as Values, {
    get: (_target, key) => (typeof key === 'string' ? new Slot(key) : undefined),
  });
  const bind = (values: Values): CompiledQuery<Row> => {
    const parameters = (template as CompiledQuery<Row>).parameters.map((parameter) => {
      if (!(parameter instanceof Slot)) {
        return parameter;
      }
      const value = (values as Record<string, unknown>)[parameter.name];
      if (value === undefined) {
        throw new Error(`statement ${name}: no value for ${parameter.name}`);
      }
      return value;
    });
    return { ...(template as CompiledQuery<Row>), parameters, queryId: createQueryId() };
  };
  return (db, values) => {
    let compiled: CompiledQuery<Row>;
    if (template === undefined) {
      const built = build(db, slots).compile();
      template = options.alone ? { ...built, sql: `${PREPARED_ALONE}${built.sql}` } : built;
      compiled = bind(values);
      const fresh = build(db, values).compile();
      const same =
        fresh.sql === built.sql &&
        fresh.parameters.length === compiled.parameters.length &&
        fresh.parameters.every((parameter, index) => Object.is(parameter, compiled.parameters[index]));
      if (!same) {
        template = undefined;
        throw new Error(`statement ${name}: its text or parameters depend on the values`);
      }
    } else {
      compiled = bind(values);
    }
    const execute = async () => (await db.executeQuery(compiled)).rows;
    return {
      compile: () => compiled,
      execute,
      executeTakeFirst: async () => (await execute())[0],
      executeTakeFirstOrThrow: async () => {
        const [row] = await execute();
        if (row === undefined) {
          throw new NoResultError(compiled.query as ConstructorParameters<typeof NoResultError>[0]);
        }
        return row;
      },
    };
  };
}
