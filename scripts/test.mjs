#!/usr/bin/env node
// `npm test`: installs what the tests need on a fresh machine, then runs every check and test
// of every package, and ends with the skipped tests and their reasons, `skipped: N`, the failed
// tests, and one summary line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
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
step('imports stay in their package', process.execPath, ['scripts/check-imports.mjs']);
step('type check', pnpm, ['-r', '--workspace-concurrency=1', 'run', '--if-present', 'typecheck']);
// TypeDoc builds docs/api/ and fails when a public export of a published package has no comment.
step('API reference (TypeDoc, every export documented)', process.execPath, ['scripts/api-docs.mjs']);
// Each package's tests write a JSON report so this script can print one summary line.
// `--no-bail`: one package's failure does not hide the other packages' results.
step(
  'unit and contract tests',
  pnpm,
  ['-r', '--workspace-concurrency=1', '--no-bail', 'run', '--if-present', 'test'],
  { env: { ...process.env, MALL_TEST_REPORT_DIR: reportDir } },
);
step('build published packages', pnpm, ['-r', '--workspace-concurrency=1', 'run', '--if-present', 'build']);
step('package checks (publint, attw)', pnpm, [
  '-r',
  '--workspace-concurrency=1',
  'run',
  '--if-present',
  'check:package',
]);
// `changeset version` and `pnpm publish --dry-run` of both packages in a temporary copy of the
// repository: the versions move as the pending changesets say, the tarballs hold their files.
step('release rehearsal (changeset version, publish --dry-run)', process.execPath, [
  'scripts/release-check.mjs',
]);
// The packed SDK and kit installed into a project outside the workspace, type-checked and run
// against the real server (tests/consumer/run-consumer.ts).
step("packed packages in a team's project", pnpm, ['--filter', '@mall/e2e', 'consumer']);
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

// The failed tests by name, so that the last lines of a long run say what broke: from Vitest's
// JSON report, or the `failures` list run-e2e.mjs writes (already counted in its numbers). A
// Vitest file that failed outside its tests (it did not load, or a `beforeAll` / `afterAll`
// failed: its tests then count as skipped, and the report keeps no message for it) is named and
// counted as one failure.
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 200);

function failedTests(report) {
  if (Array.isArray(report.failures)) {
    return { names: report.failures, outside: 0 };
  }
  const names = [];
  let outside = 0;
  for (const file of report.testResults ?? []) {
    const where = relative(root, file.name ?? '');
    const failedAssertions = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const assertion of failedAssertions) {
      const why = firstLine(assertion.failureMessages?.[0]);
      names.push(`${where} › ${assertion.fullName}${why ? ` — ${why}` : ''}`);
    }
    if (file.status === 'failed' && failedAssertions.length === 0) {
      outside += 1;
      const why = firstLine(file.message) || 'failed outside its tests (see the log above)';
      names.push(`${where} — ${why}`);
    }
  }
  return { names, outside };
}

/**
 * The tests a report skipped, each with its reason: Playwright's from its `test.skip` annotation
 * (run-e2e.mjs), Vitest's from the test's own name, which states when it runs, e.g.
 * "… (PostgreSQL only)" for a case of a `describe.each` over the databases that only PostgreSQL has.
 */
function skippedTests(report) {
  if (Array.isArray(report.skipped)) {
    return report.skipped;
  }
  const skipped = [];
  for (const file of report.testResults ?? []) {
    for (const assertion of file.assertionResults ?? []) {
      if (['skipped', 'pending', 'todo'].includes(assertion.status)) {
        const stated = /\(([^()]*\bonly)\)/.exec(assertion.fullName ?? '')?.[1] ?? '';
        skipped.push({ name: `${relative(root, file.name ?? '')} › ${assertion.fullName}`, reason: stated });
      }
    }
  }
  return skipped;
}

let passed = 0;
let failed = 0;
const failedNames = [];
const skippedNames = [];
if (existsSync(reportDir)) {
  for (const file of readdirSync(reportDir)) {
    if (!file.endsWith('.json')) {
      continue;
    }
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    const { names, outside } = failedTests(report);
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + outside;
    failedNames.push(...names);
    for (const skip of skippedTests(report)) {
      if (skip.reason) {
        skippedNames.push(`↷ ${skip.name} — ${skip.reason}`);
      } else {
        // A skip must say why; one that does not fails the run.
        failed += 1;
        failedNames.push(`${skip.name} — skipped without a stated reason`);
      }
    }
  }
}
console.log('');
for (const name of skippedNames) {
  console.log(name);
}
for (const name of failedNames) {
  console.log(`✖ ${name}`);
}
if (failures.length > 0) {
  console.log(`failed steps: ${failures.join(', ')}`);
}
console.log(
  `skipped: ${skippedNames.length}${skippedNames.length > 0 ? ' (each named above with its reason)' : ''}`,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
