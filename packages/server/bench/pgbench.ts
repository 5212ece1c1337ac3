/**
 * The database's own limit, the orders' baseline: Debian's pgbench (TPC-B-like transactions: three
 * updates, a select and an insert each) against the same PostgreSQL, in the same run, with as many
 * clients as the order load has shoppers. Scale 10 gives ten branches, so the clients do not all
 * queue on one branch row.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { postgresBinaries } from '../src/test-support/private-postgres';
import { createPostgresDatabase } from '../src/test-support/test-server';

const run = promisify(execFile);

/** pgbench's transactions per second over `seconds`, or `undefined` when pgbench is not installed. */
export async function pgbenchTps(seconds: number, clients: number): Promise<number | undefined> {
  const bin = postgresBinaries();
  const pgbench = bin && join(bin, 'pgbench');
  if (!pgbench || !existsSync(pgbench)) {
    return undefined;
  }
  const database = await createPostgresDatabase('mall_pgbench');
  try {
    await run(pgbench, ['-i', '-q', '-s', '10', database.url]);
    const { stdout } = await run(pgbench, [
      '-n',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      database.url,
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) {
      throw new Error(`pgbench printed no tps:\n${stdout}`);
    }
    return Number(tps);
  } finally {
    await database.drop();
  }
}
