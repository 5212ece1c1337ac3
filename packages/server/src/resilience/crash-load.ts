import { freePort } from '@mall/test-support';
import { migrateToLatest } from '../db/migrate';
import { seededRandom } from '../test-support/fault-proxy';
import { createGoods } from '../test-support/fixtures';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { operatorLoop, pause, Run, type Shopper, signUp, visit } from './crash-traffic';
import { backdateWaitingOrders, crashDatabase, type FinalMoment, verifyCrashedShop } from './crash-verify';

/**
 * The crash run: `src/main.ts` in a process of its own under mixed concurrent traffic (orders
 * with and without coupons, payments, cancels, refunds the operator approves and completes or
 * refuses, shipping, withdrawals approved or refused) is killed with SIGKILL at seeded random
 * moments and restarted on the same data. After every kill, with no server on the database, every
 * request that was answered with success must be in it and every money and stock promise must
 * hold; the timed jobs (payment time-out, auto-confirm) must pick up after each restart.
 * A request cut by a kill is sent again with its Idempotency-Key once the server is back, or given
 * up (its outcome never learnt, as a shopper who closes the app). The seed fixes the choices and
 * the moments of the kills; how concurrent requests interleave is the machine's.
 */

export interface CrashRunOptions {
  database: 'pglite' | 'postgres';
  kills: number;
  seed: number;
  shoppers?: number;
  /** Progress lines (one per kill). */
  log?: (line: string) => void;
}

export interface CrashRunReport {
  database: string;
  seed: number;
  kills: number;
  seconds: number;
  /** Requests answered with success, by kind. */
  acknowledged: Record<string, number>;
  /** Refused by the shop (balance, stock, coupon, status), expected under this load: by call and message. */
  refused: Record<string, number>;
  /** Requests whose answer a kill cut off; `abandoned` of them were never sent again. */
  inDoubt: number;
  abandoned: number;
  /** Checks of the whole database (one after each kill, one at the end) and facts in the last. */
  verifications: number;
  factsVerified: number;
  /** Unpaid orders closed by the payment time-out; of them after a restart; shipped orders auto-confirmed. */
  sweptClosed: number;
  sweptAfterRestart: number;
  autoConfirmed: number;
  restartMs: number[];
  /** Every broken promise, named; empty when the run proved what it should. */
  problems: string[];
}

const PAY_TIMEOUT_MINUTES = 1;

/** Error lines a server process logged. */
function errorLines(server: ServerProcess): string[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":"error"'))
    .map((line) => `server logged: ${line.slice(0, 300)}`);
}

/**
 * Runs the shop under traffic, kills it `kills` times and checks the database after each kill
 * and at the end. On PGlite a check opens the data directory itself after every second kill (so
 * it may also move waiting orders past their deadlines) and a copy after the others (so the next
 * server recovers from the crash itself); on PostgreSQL it opens the database after every kill.
 */
export async function runCrashLoad(options: CrashRunOptions): Promise<CrashRunReport> {
  const startedAt = Date.now();
  const log = options.log ?? (() => undefined);
  const run = new Run(seededRandom(options.seed));
  const data = await crashDatabase(options.database);
  const report: CrashRunReport = {
    database: options.database,
    seed: options.seed,
    kills: 0,
    seconds: 0,
    acknowledged: run.acknowledged,
    refused: run.refusals,
    inDoubt: 0,
    abandoned: 0,
    verifications: 0,
    factsVerified: 0,
    sweptClosed: 0,
    sweptAfterRestart: 0,
    autoConfirmed: 0,
    restartMs: [],
    problems: run.problems,
  };
  let server: ServerProcess | undefined;
  let firstKillAt = Number.MAX_SAFE_INTEGER;
  const check = async (label: string, copy: boolean, final?: FinalMoment) => {
    const handle = await data.open(copy);
    try {
      const expectations = {
        facts: [...run.facts],
        openingStock: run.openingStock,
        backdated: run.backdated,
      };
      const { problems, jobs } = await verifyCrashedShop(handle.db, expectations, firstKillAt, final);
      run.problems.push(...problems.map((problem) => `${label}: ${problem}`));
      report.verifications += 1;
      report.factsVerified = expectations.facts.length;
      if (!copy && !final) {
        const moved = await backdateWaitingOrders(handle.db);
        for (const id of moved.unpaid) {
          run.backdated.unpaid.add(id);
        }
        for (const id of moved.shipped) {
          run.backdated.shipped.add(id);
        }
      }
      Object.assign(report, { ...jobs, sweptAfterRestart: jobs.sweptSince });
      return problems.length;
    } finally {
      await handle.close();
    }
  };
  try {
    const setup = await data.open(false);
    await migrateToLatest(setup.db as never);
    const specs = [
      { name: 'plenty', price: 1000, stock: 100_000 },
      { name: 'scarce', price: 1200, stock: 40 },
    ];
    run.goods = await createGoods(setup.db, { title: 'Crash tea', specs });
    for (const [index, id] of run.goods.specIds.entries()) {
      run.openingStock.set(id, specs[index]?.stock ?? 0);
    }
    await setup.close();
    const port = await freePort();
    const env = {
      ...data.env,
      JOB_INTERVAL_SECONDS: '1',
      ORDER_PAY_TIMEOUT_MINUTES: String(PAY_TIMEOUT_MINUTES),
    };
    const start = () => startServerProcess({ port, dataDir: data.dataDir, env, startTimeoutMs: 120_000 });
    server = await start();
    const origin = server.origin;
    const shoppers = await signUp(run, origin, options.shoppers ?? 6);
    const shop = async (shopper: Shopper) => {
      while (!run.stopping) {
        await visit(run, shopper);
      }
    };
    const traffic = [...shoppers.map(shop), operatorLoop(run, origin), operatorLoop(run, origin)];
    for (let kill = 1; kill <= options.kills; kill += 1) {
      await pause(1500 + run.random() * 3000);
      run.down();
      await server.kill();
      firstKillAt = Math.min(firstKillAt, Date.now());
      report.kills = kill;
      run.problems.push(...errorLines(server));
      const copy = options.database === 'pglite' && kill % 2 === 1;
      const found = await check(`after kill ${kill}`, copy);
      const restarting = Date.now();
      server = await start();
      report.restartMs.push(Date.now() - restarting);
      run.open();
      log(
        `kill ${kill}/${options.kills}: ${run.facts.length} acknowledged writes checked${copy ? ' (on a copy)' : ''}, ` +
          `${found} problems; restarted in ${Date.now() - restarting} ms`,
      );
    }
    // The last server's traffic, then its jobs catch up with the orders moved past their deadlines.
    await pause(3000);
    run.stopping = true;
    await Promise.all(traffic);
    await pause(3000);
    const stoppedAt = Date.now();
    const exitCode = await server.stop();
    run.problems.push(
      ...errorLines(server),
      ...(exitCode === 0 ? [] : [`the last server stopped with ${exitCode}`]),
    );
    await check('at the end', false, {
      stoppedAt,
      payTimeoutMs: PAY_TIMEOUT_MINUTES * 60_000,
      graceMs: 20_000,
    });
  } finally {
    run.stopping = true;
    run.open();
    await server?.kill();
    await data.drop();
  }
  Object.assign(report, { inDoubt: run.inDoubt, abandoned: run.abandoned });
  report.seconds = Math.round((Date.now() - startedAt) / 1000);
  return report;
}

/** The report as a few lines for a log. */
export function formatCrashReport(report: CrashRunReport): string {
  const acknowledged = Object.entries(report.acknowledged).map(([kind, count]) => `${kind} ${count}`);
  const restarts = [...report.restartMs].sort((a, b) => a - b);
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  const total = sum(report.acknowledged);
  const refusals = Object.entries(report.refused)
    .sort(([, a], [, b]) => b - a)
    .map(([reason, count]) => `    ${count} × ${reason}`);
  return [
    `crash run on ${report.database}, seed ${report.seed}: ${report.kills} kills (SIGKILL) in ${report.seconds} s`,
    `  acknowledged: ${total} requests (${acknowledged.join(', ')})`,
    `  cut by a kill: ${report.inDoubt} (${report.abandoned} given up, the rest sent again with their key)`,
    `  refused by the shop: ${sum(report.refused)}`,
    ...refusals,
    `  verified: ${report.verifications} checks of the whole database; ${report.factsVerified} acknowledged writes in the last`,
    `  jobs: ${report.sweptClosed} unpaid orders closed by the time-out (${report.sweptAfterRestart} after a restart), ${report.autoConfirmed} shipped orders auto-confirmed`,
    `  restart: median ${restarts[Math.floor(restarts.length / 2)] ?? 0} ms, max ${restarts.at(-1) ?? 0} ms`,
    `  invariants: ${report.problems.length === 0 ? 'all hold' : `${report.problems.length} problems`}`,
    ...report.problems.map((problem) => `  PROBLEM ${problem}`),
  ].join('\n');
}
