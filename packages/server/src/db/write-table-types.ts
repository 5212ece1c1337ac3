import { writeFileSync } from 'node:fs';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { generateTableTypes, TABLES_FILE } from './table-types';

/**
 * Regenerates `tables.generated.ts` from a fresh embedded database brought to the latest migration
 * (`pnpm --filter @mall/server db:types`), after adding or changing a migration.
 */
const handle = await openDatabase({ kind: 'pglite' });
try {
  await migrateToLatest(handle.db as never);
  writeFileSync(TABLES_FILE, await generateTableTypes(handle.db as never));
  console.info(`wrote ${TABLES_FILE}`);
} finally {
  await handle.close();
}
