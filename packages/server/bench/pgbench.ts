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
import { machineCpuMs } from './cpu-use';

const run = promisify(execFile);

/**
 * pgbench's transactions per second over `seconds`, and the machine's CPU per transaction (ms, its
 * client's and PostgreSQL's); `undefined` when pgbench is not installed.
 */
export async function pgbenchTps(
  seconds: number,
  clients: number,
): Promise<{ tps: number; cpuMs: number } | undefined> {
  const bin = postgresBinaries();
  const pgbench = bin && join(bin, 'pgbench');
  if (!pgbench || !existsSync(pgbench)) {
    return undefined;
  }
  const database = await createPostgresDatabase('mall_pgbench');
  try {
    await run(pgbench, ['-i', '-q', '-s', '10', database.url]);
    const cpuBefore = machineCpuMs();
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
    const cpuMs = machineCpuMs() - cpuBefore;
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    const transactions = /number of transactions actually processed: (\d+)/.exec(stdout)?.[1];
    if (!tps || !transactions) {
      throw new Error(`pgbench printed no tps:\n${stdout}`);
    }
    return { tps: Number(tps), cpuMs: cpuMs / Math.max(1, Number(transactions)) };
  } finally {
    await database.drop();
  }
}

/**
 * Prints pgbench's run beside the back-to-back orders' `rate` (orders/s), 50 clients as the
 * orders have shoppers: the share the orders reach of it, against the target of 50 %.
 */
export async function printPgbenchBaseline(seconds: number, rate: number): Promise<void> {
  const baseline = await pgbenchTps(seconds, 50);
  console.log(
    baseline === undefined
      ? 'pgbench is not installed: no baseline for the orders (Debian: postgresql-client)'
      : `pgbench on the same PostgreSQL, 50 clients, TPC-B-like: ${baseline.tps.toFixed(0)} transactions/s, ` +
          `CPU per transaction ${baseline.cpuMs.toFixed(2)} ms of the machine's; ` +
          `orders back to back ${rate.toFixed(0)}/s = ${((rate / baseline.tps) * 100).toFixed(1)} % of it ` +
          `(target ≥ 50 %: ${rate >= baseline.tps / 2 ? 'met' : 'NOT met'})`,
  );
}
