import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { generate, PostgresDialect } from 'kysely-codegen';

/**
 * The checked-in table types: kysely-codegen's reading of the migrated schema
 * (`pnpm --filter @mall/server db:types` writes it; `table-types.test.ts` fails when it is stale).
 */
export const TABLES_FILE = fileURLToPath(new URL('./tables.generated.ts', import.meta.url));

/** The package's folder: biome finds the repository's configuration from there. */
const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The formatter, a declared dev-dependency of this package. */
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

/**
 * The table types of the schema `db` holds, as the text of `tables.generated.ts`. The mappings are
 * those of the database's readers (`database.ts`): `bigint` and `numeric` come back as numbers,
 * timestamps as Dates (kysely-codegen's default); column names stay snake_case. The Socket.IO
 * adapter's own table is left out: only the adapter reads it.
 */
export async function generateTableTypes(db: Kysely<unknown>): Promise<string> {
  const source = await generate({
    db,
    dialect: new PostgresDialect(),
    camelCase: false,
    excludePattern: 'socket_io_attachments',
    typeMapping: { int8: 'number', numeric: 'number' },
    outFile: null,
  });
  return formatSource(source);
}

/** The source as the repository's formatter writes it, so the checked-in file passes `biome check`. */
function formatSource(source: string): string {
  const result = spawnSync(process.execPath, [BIOME, 'format', `--stdin-file-path=${TABLES_FILE}`], {
    cwd: PACKAGE_ROOT,
    input: source,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`biome could not format the table types: ${result.stderr || result.error}`);
  }
  return result.stdout;
}
