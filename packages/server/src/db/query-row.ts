import type { Compilable, InferResult } from 'kysely';

/**
 * The row a query factory's query answers, e.g. `QueryRow<typeof goodsQuery>`. A row mapper typed
 * this way follows the query's select list, so a column added there reaches the mapper without a
 * second list of columns to keep in step.
 */
export type QueryRow<Factory extends (...args: never[]) => Compilable> = InferResult<
  ReturnType<Factory>
>[number];
