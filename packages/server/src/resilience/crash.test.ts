import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../test-support/test-server';
import { formatCrashReport, runCrashLoad } from './crash-load';

/**
 * Crashes that lose nothing: the shop (`src/main.ts`, a process of its own) is killed with SIGKILL
 * ten times at seeded random moments under concurrent orders, payments, cancels, refunds,
 * shipping and withdrawals, and restarted on the same data. After every kill every request that
 * was answered with success is in the database and every money, stock and coupon promise holds;
 * the payment time-out and auto-confirm jobs pick up after the restarts and act once. The long
 * run with more kills: `bench/crash-run.ts`.
 */

const SEED = Number(process.env.MALL_CRASH_SEED ?? 20_260_214);
const KILLS = 10;

describe.each(TEST_DATABASES)('SIGKILL under load on %s', (database) => {
  it(`loses no acknowledged write over ${KILLS} kills and keeps every promise`, async () => {
    const report = await runCrashLoad({ database, kills: KILLS, seed: SEED, log: console.log });
    console.log(formatCrashReport(report));
    expect(report.problems).toEqual([]);
    expect(report.kills).toBe(KILLS);
    expect(report.verifications).toBe(KILLS + 1);
    // The kills met traffic: requests were cut, and requests of every kind were answered.
    expect(report.inDoubt).toBeGreaterThan(0);
    for (const kind of ['order', 'pay', 'cancel', 'refund', 'refundComplete', 'withdraw', 'ship']) {
      expect(report.acknowledged[kind] ?? 0, kind).toBeGreaterThan(0);
    }
    // The jobs had work after restarts and did it.
    expect(report.sweptAfterRestart).toBeGreaterThan(0);
    expect(report.autoConfirmed).toBeGreaterThan(0);
  }, 420_000);
});
