#!/usr/bin/env node
// `npm test`: installs what the tests need on a fresh machine, then runs every check and test
// of every package, and ends with one summary line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, root, run } from './toolchain.mjs';

const reportDir = join(root, '.test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const pnpm = ensurePnpm();
run(pnpm, ['install', '--frozen-lockfile']);

const failures = [];
function step(name, command, args, options = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    failures.push(name);
    console.error(`✖ ${name} failed (exit ${result.status ?? result.signal})`);
  }
}

step('lint (biome)', pnpm, ['exec', 'biome', 'ci', '.']);
step('product file sizes', process.execPath, ['scripts/check-file-lines.mjs']);
step('type check', pnpm, ['-r', '--workspace-concurrency=1', 'run', '--if-present', 'typecheck']);
// Each package's tests write a JSON report so this script can print one summary line.
step('unit and contract tests', pnpm, ['-r', '--workspace-concurrency=1', 'run', '--if-present', 'test'], {
  env: { ...process.env, MALL_TEST_REPORT_DIR: reportDir },
});
step('build published packages', pnpm, ['-r', '--workspace-concurrency=1', 'run', '--if-present', 'build']);
step('package checks (publint, attw)', pnpm, [
  '-r',
  '--workspace-concurrency=1',
  'run',
  '--if-present',
  'check:package',
]);
step('storybook build', pnpm, ['-r', '--workspace-concurrency=1', 'run', '--if-present', 'build:storybook']);
step('size report', pnpm, ['-r', '--workspace-concurrency=1', 'run', '--if-present', 'size']);
// Benchmarks print figures against a baseline measured in the same run; they fail only on errors.
step('benchmarks', pnpm, [
  '-r',
  '--workspace-concurrency=1',
  'run',
  '--if-present',
  'bench',
  '--seconds',
  '3',
]);

let passed = 0;
let failed = 0;
if (existsSync(reportDir)) {
  for (const file of readdirSync(reportDir)) {
    if (!file.endsWith('.json')) {
      continue;
    }
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
}
console.log('');
if (failures.length > 0) {
  console.log(`failed steps: ${failures.join(', ')}`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
