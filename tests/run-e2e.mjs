#!/usr/bin/env node
// Runs the Playwright journeys and, for `npm test`, writes a summary in the shape
// scripts/test.mjs counts (`numPassedTests`, `numFailedTests`, the failed journeys' titles) into
// MALL_TEST_REPORT_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'mall-e2e-report-'));
const jsonFile = join(scratch, 'playwright.json');

const result = spawnSync(
  'pnpm',
  ['exec', 'playwright', 'test', '-c', 'playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, MALL_E2E_JSON: jsonFile },
  },
);

// The journeys that failed or passed only on a retry (flaky), each with the first line of its
// first error, for the summary's last lines.
function failedSpecs(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  const own = (suite.specs ?? [])
    .filter((spec) => !spec.ok || (spec.tests ?? []).some((test) => test.status === 'flaky'))
    .map((spec) => {
      const tests = spec.tests ?? [];
      const flaky = spec.ok ? ' (flaky: passed on a retry)' : '';
      const error = tests.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
      const why = String(error?.message ?? '')
        .split('\n')[0]
        .slice(0, 200);
      return `${[...here, spec.title].join(' › ')}${flaky}${why ? ` — ${why}` : ''}`;
    });
  return [...own, ...(suite.suites ?? []).flatMap((child) => failedSpecs(child, here))];
}

// The journeys that did not run, each with the reason its `test.skip(condition, reason)` gave
// (Playwright keeps it as a `skip` annotation); none given is an empty reason, which fails the run.
function skippedSpecs(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  const own = (suite.specs ?? []).flatMap((spec) =>
    (spec.tests ?? [])
      .filter((test) => test.status === 'skipped')
      .map((test) => ({
        name: [...here, spec.title].join(' › '),
        reason: (test.annotations ?? []).find((note) => note.type === 'skip')?.description ?? '',
      })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => skippedSpecs(child, here))];
}

let passed = 0;
let failed = 0;
let failures = [];
let skipped = [];
if (existsSync(jsonFile)) {
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  passed = report.stats?.expected ?? 0;
  failed = (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  failures = (report.suites ?? []).flatMap((suite) => failedSpecs(suite));
  skipped = (report.suites ?? []).flatMap((suite) => skippedSpecs(suite));
}
if (result.status !== 0 && failed === 0) {
  // The run failed outside any test (global setup, configuration): count it as one failure.
  failed = 1;
  failures = [`e2e: the run failed outside any journey (exit ${result.status ?? result.signal})`];
}
const reportDir = process.env.MALL_TEST_REPORT_DIR;
if (reportDir) {
  writeFileSync(
    join(reportDir, 'e2e.json'),
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed, failures, skipped }),
  );
}
rmSync(scratch, { recursive: true, force: true });
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(result.status ?? 1);
