/**
 * The soak run: the shop as `npm start` runs it (`src/main.ts` in a process of its own, demo shop
 * seeded) under mixed traffic for some minutes, watching for leaks and broken promises.
 * A few dozen virtual shoppers from this process (`soak-traffic.ts`) browse, search, order and pay,
 * cancel, get refunds and repurchases approved by the operator, withdraw, take coupons, edit
 * addresses and bank cards, chat over Socket.IO and upload pictures, with 1–3 s of think time.
 * Every 30 s it prints the calls, their latency and the server process's memory (VmRSS from
 * /proc); at the end, latency per call kind, the memory bounds and the database's invariants
 * (`invariantViolations`) once the server has stopped. Exit code 1 on any error, 5xx, server error
 * log line, unclean stop, broken invariant or memory bound.
 * Usage: node --import tsx --conditions=@mall/source bench/soak.ts [--minutes 10]
 *        [--database pglite|postgres] [--shoppers 30]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseTarget, openDatabase } from '../src/db/database';
import { invariantViolations } from '../src/test-support/invariants';
import { type ServerProcess, startServerProcess } from '../src/test-support/server-process';
import { createPostgresDatabase } from '../src/test-support/test-server';
import {
  type CallRecorder,
  createShopper,
  JOURNEYS,
  pause,
  prepareWorld,
  type Shopper,
  type SoakWorld,
} from './soak-traffic';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const minutes = Number(option('minutes', '10'));
const database = option('database', 'pglite');
const shopperCount = Number(option('shoppers', '30'));
const ROW_SECONDS = 30;

/**
 * The memory bounds, from measured runs. After the warm-up (the first row: every query plan and
 * code path has run once) the server process holds 160–195 MB on PostgreSQL, a saw-tooth of the
 * garbage collector about 30 MB high, and 485–580 MB on PGlite, whose PostgreSQL runs inside the
 * process (its WebAssembly memory), flat within 1 % over ten minutes (the higher figure on a busy
 * machine, with more calls in flight). A PGlite server's start peaks near 950 MB, even without the
 * seed, and stays there while idle; the first seconds of traffic bring it down. So the RSS bound
 * applies after the warm-up, and VmHWM shows the start's peak. A leak grows with the traffic, so it
 * shows as growth over the second half: the mean RSS of the last quarter of the run against that of
 * the quarter before the half (means over minutes, so one tooth of the saw does not decide). About
 * 25 MB is allowed, 15 % of the PostgreSQL figure and 5 % of PGlite's: half a tooth, but over a
 * ten-minute run (some 20 000 calls between the two quarters) no steady leak of much over 1 KB a call.
 */
const BOUNDS = {
  pglite: { rssMb: 700, growth: 0.05 },
  postgres: { rssMb: 300, growth: 0.15 },
}[database === 'postgres' ? 'postgres' : 'pglite'];

/** How often a shopper picks each journey, relative to the others. */
const WEIGHTS: Record<keyof typeof JOURNEYS, number> = {
  browse: 20,
  search: 10,
  'goods detail': 15,
  'order and pay': 10,
  'order, change, cancel': 4,
  'refund approved': 4,
  repurchase: 2,
  'delivery and review': 4,
  'recharge and withdrawal': 4,
  coupon: 3,
  'address and bank card edits': 5,
  chat: 8,
  upload: 3,
  'my orders and ledger': 8,
};

/** A journey picked at random, each as often as its weight says. */
function pickJourney(): keyof typeof JOURNEYS {
  const entries = Object.entries(WEIGHTS) as [keyof typeof JOURNEYS, number][];
  let roll = Math.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [name, weight] of entries) {
    roll -= weight;
    if (roll < 0) {
      return name;
    }
  }
  return entries[0]![0];
}

/** One shopper until the deadline: a journey, then 1–3 s of think time, again. */
async function shop(world: SoakWorld, shopper: Shopper, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const name = pickJourney();
    try {
      await JOURNEYS[name](world, shopper);
      world.log.done(name);
    } catch (error) {
      world.log.fail(name, error);
    }
    await pause(Math.min(1000 + Math.random() * 2000, deadline - Date.now()));
  }
}

/** Latencies by call kind over the run and over the current row; errors and journeys by name. */
class CallLog implements CallRecorder {
  readonly byKind = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly journeys = new Map<string, number>();
  window: number[] = [];
  windowErrors = 0;
  errorCount = 0;
  serverErrors = 0;

  record(kind: string, milliseconds: number): void {
    const list = this.byKind.get(kind) ?? [];
    list.push(milliseconds);
    this.byKind.set(kind, list);
    this.window.push(milliseconds);
  }
  serverError(kind: string, status: number): void {
    this.serverErrors += 1;
    this.fail(kind, `HTTP ${status}`);
  }
  fail(what: string, error: unknown): void {
    const message = `${what}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200);
    this.errors.set(message, (this.errors.get(message) ?? 0) + 1);
    this.errorCount += 1;
    this.windowErrors += 1;
  }
  done(journey: string): void {
    this.journeys.set(journey, (this.journeys.get(journey) ?? 0) + 1);
  }
  /** Forgets the setup's calls. */
  reset(): void {
    this.byKind.clear();
    this.window = [];
  }
  /** The latencies and errors since the last call. */
  takeWindow(): { latencies: number[]; errors: number } {
    const taken = { latencies: this.window, errors: this.windowErrors };
    this.window = [];
    this.windowErrors = 0;
    return taken;
  }
}

/** The given quantiles (0–1) of a list, by the nearest rank. */
function quantiles(values: number[], fractions: number[]): number[] {
  const sorted = Float64Array.from(values).sort();
  return fractions.map((fraction) => sorted[Math.max(0, Math.ceil(sorted.length * fraction) - 1)] ?? 0);
}

interface MemorySample {
  second: number;
  rssMb: number;
  hwmMb: number;
}

/** VmRSS (resident now) and VmHWM (the most ever resident) of a process, in MB. */
function memoryOf(pid: number): { rssMb: number; hwmMb: number } | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: field('VmRSS'), hwmMb: field('VmHWM') };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const fixed = (value: number, digits = 1) => value.toFixed(digits);
const column = (cells: (string | number)[], widths: number[]) =>
  cells.map((cell, index) => String(cell).padStart(widths[index] ?? 8)).join(' ');

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-soak-'));
  const postgres = database === 'postgres' ? await createPostgresDatabase('mall_soak') : null;
  try {
    const server = await startServerProcess({
      dataDir,
      env: { MALL_SEED: 'demo', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
      startTimeoutMs: 180_000,
    });
    try {
      return await soak(
        server,
        postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir },
      );
    } catch (error) {
      console.error(`the soak stopped; the server said:\n${server.output().slice(-4000)}`);
      throw error;
    } finally {
      await server.kill();
    }
  } finally {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the traffic against the server, stops it and reports; answers the exit code. */
async function soak(server: ServerProcess, target: DatabaseTarget): Promise<number> {
  const pid = server.child.pid!;
  const log = new CallLog();
  const world = await prepareWorld(server.origin, log);
  const shoppers = await Promise.all(
    Array.from({ length: shopperCount }, (_, index) => createShopper(world, index)),
  );
  log.reset();
  console.log(
    `soak: ${minutes} min on ${database}, ${shopperCount} shoppers (think time 1–3 s), server pid ${pid} ` +
      `(src/main.ts, demo shop), node ${process.version}, ${cpus().length} CPUs, ${new Date().toISOString()}`,
  );
  const widths = [6, 7, 7, 8, 8, 7, 8, 9, 9];
  console.log(
    column(['time', 'calls', 'calls/s', 'p50 ms', 'p99 ms', 'errors', 'RSS MB', 'max RSS', 'VmHWM'], widths),
  );

  const started = Date.now();
  const deadline = started + minutes * 60_000;
  const samples: MemorySample[] = [];
  let rowStart = started;
  let rowMax = 0;
  const printRow = () => {
    const now = Date.now();
    const { latencies, errors } = log.takeWindow();
    const [p50 = 0, p99 = 0] = quantiles(latencies, [0.5, 0.99]);
    const last = samples.at(-1);
    const rate = latencies.length / Math.max(1, (now - rowStart) / 1000);
    const cells = [`${Math.round((now - started) / 1000)}s`, latencies.length, fixed(rate), fixed(p50)];
    cells.push(fixed(p99), errors, fixed(last?.rssMb ?? 0), fixed(rowMax), fixed(last?.hwmMb ?? 0));
    console.log(column(cells, widths));
    rowStart = now;
    rowMax = 0;
  };
  const sample = () => {
    const memory = memoryOf(pid);
    if (!memory) {
      return; // the process is gone: its exit code and the shoppers' errors tell
    }
    samples.push({ second: (Date.now() - started) / 1000, ...memory });
    rowMax = Math.max(rowMax, memory.rssMb);
  };
  let ticks = 0;
  const sampler = setInterval(() => {
    sample();
    ticks += 1;
    if (ticks % ROW_SECONDS === 0) {
      printRow();
    }
  }, 1000);
  await Promise.all(
    shoppers.map(async (shopper) => {
      await pause(Math.random() * 2000);
      await shop(world, shopper, deadline);
    }),
  );
  clearInterval(sampler);
  sample();
  if (log.window.length > 0) {
    printRow();
  }
  const failures = reportCalls(log, server.output(), await server.stop());
  failures.push(...reportMemory(samples));
  failures.push(...(await reportInvariants(target)));
  console.log(failures.length === 0 ? '\nsoak: PASS' : `\nsoak: FAIL (${failures.join('; ')})`);
  return failures.length === 0 ? 0 : 1;
}

/** Latency per call kind, the journeys done, and every error; answers what failed. */
function reportCalls(log: CallLog, output: string, exitCode: number | null): string[] {
  const failures: string[] = [];
  console.log('\ncall kind                                  calls   p50 ms   p99 ms   max ms');
  const kinds = [...log.byKind].sort((a, b) => b[1].length - a[1].length);
  for (const [kind, latencies] of kinds) {
    const [p50 = 0, p99 = 0, max = 0] = quantiles(latencies, [0.5, 0.99, 1]);
    const cells = [latencies.length, fixed(p50), fixed(p99), fixed(max)];
    console.log(`${kind.padEnd(40)} ${column(cells, [7, 8, 8, 8])}`);
  }
  const all = kinds.flatMap(([, latencies]) => latencies);
  const [p50 = 0, p99 = 0] = quantiles(all, [0.5, 0.99]);
  console.log(`${'all'.padEnd(40)} ${column([all.length, fixed(p50), fixed(p99)], [7, 8, 8])}`);
  const journeys = [...log.journeys].sort((a, b) => b[1] - a[1]);
  console.log(`\njourneys done: ${journeys.map(([name, count]) => `${name} ${count}`).join(', ')}`);
  console.log(`errors: ${log.errorCount} (${log.serverErrors} answers 5xx)`);
  for (const [message, count] of log.errors) {
    console.log(`  ${count} × ${message}`);
  }
  if (log.errorCount > 0) {
    failures.push(`${log.errorCount} errors`);
  }
  const errorLines = output.split('\n').filter((line) => line.includes('"level":"error"'));
  console.log(
    `server error log lines: ${errorLines.length}${errorLines[0] ? ` (first: ${errorLines[0]})` : ''}`,
  );
  if (errorLines.length > 0) {
    failures.push(`${errorLines.length} error lines in the server log`);
  }
  console.log(`server stopped on SIGTERM with exit code ${exitCode}`);
  if (exitCode !== 0) {
    failures.push(`the server exited with ${exitCode}`);
  }
  return failures;
}

/** RSS after the warm-up, the most after it, at the end, and the growth over the second half. */
function reportMemory(samples: MemorySample[]): string[] {
  const failures: string[] = [];
  const seconds = samples.at(-1)?.second ?? 0;
  const rssBetween = (from: number, to: number) =>
    samples
      .filter((entry) => entry.second >= from * seconds && entry.second <= to * seconds)
      .map((entry) => entry.rssMb);
  const warm = samples.slice(ROW_SECONDS - 1);
  const max = Math.max(...warm.map((entry) => entry.rssMb));
  const growth = mean(rssBetween(0.75, 1)) / mean(rssBetween(0.25, 0.5)) - 1;
  const last = samples.at(-1);
  console.log(
    `server RSS: ${fixed(warm[0]?.rssMb ?? 0)} MB after the warm-up (${ROW_SECONDS} s), max after it ` +
      `${fixed(max)} MB (bound ${BOUNDS.rssMb} MB), end ${fixed(last?.rssMb ?? 0)} MB, VmHWM ${fixed(last?.hwmMb ?? 0)} MB`,
  );
  console.log(
    `growth over the second half (mean RSS of the last quarter against the second): ${fixed(growth * 100)} % ` +
      `(bound ${BOUNDS.growth * 100} %)`,
  );
  if (!(max <= BOUNDS.rssMb)) {
    failures.push(`RSS ${fixed(max)} MB above ${BOUNDS.rssMb} MB`);
  }
  if (!(growth <= BOUNDS.growth)) {
    failures.push(`RSS grew ${fixed(growth * 100)} % over the second half`);
  }
  return failures;
}

/** Every money and stock promise on the whole database, read once the server has stopped. */
async function reportInvariants(target: DatabaseTarget): Promise<string[]> {
  const handle = await openDatabase(target);
  const violations = await invariantViolations(handle.db).finally(() => handle.close());
  console.log(`invariants on the database after the run: ${violations.length === 0 ? 'all hold' : 'BROKEN'}`);
  for (const violation of violations) {
    console.log(`  ${violation.rule}: ${JSON.stringify(violation.rows.slice(0, 5))}`);
  }
  return violations.map((violation) => `invariant broken: ${violation.rule}`);
}

process.exitCode = await main();
