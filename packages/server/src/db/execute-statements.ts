import { type Kysely, sql } from 'kysely';

/**
 * Runs a script of SQL statements one at a time: the embedded database's extended protocol takes
 * one statement per query. Statements end with `;` at the end of a line.
 */
export async function executeStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*(?:\n|$)/)
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.length > 0);
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/**
 * Creates (or replaces) the trigger function `name` in PL/pgSQL: `body`'s statements, then
 * `return null` (what an `after` trigger returns). Its body holds statements of its own, so it goes
 * as one statement by itself, not through `executeStatements`.
 */
export async function createTriggerFunction(db: Kysely<unknown>, name: string, body: string): Promise<void> {
  await sql
    .raw(`create or replace function ${name}() returns trigger language plpgsql as $$
    begin
      ${body}
      return null;
    end
    $$`)
    .execute(db);
}
