#!/usr/bin/env node
// Runs the Playwright journeys and, for `npm test`, writes a summary in the shape
// scripts/test.mjs counts (`numPassedTests`, `numFailedTests`) into MALL_TEST_REPORT_DIR.
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

let passed = 0;
let failed = 0;
if (existsSync(jsonFile)) {
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  passed = report.stats?.expected ?? 0;
  failed = (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
}
if (result.status !== 0 && failed === 0) {
  // The run failed outside any test (global setup, configuration): count it as one failure.
  failed = 1;
}
const reportDir = process.env.MALL_TEST_REPORT_DIR;
if (reportDir) {
  writeFileSync(
    join(reportDir, 'e2e.json'),
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed }),
  );
}
rmSync(scratch, { recursive: true, force: true });
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(result.status ?? 1);
