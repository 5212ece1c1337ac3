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
