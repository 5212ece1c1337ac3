#!/usr/bin/env node
// Prints the gzip size of each built entry of @mall/sdk, with everything it imports bundled in
// (ofetch included, zod and xstate only where the entry uses them), and flags the core entry past its budget.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const CORE_BUDGET_BYTES = 12 * 1024;

const entries = [
  { name: '@mall/sdk', file: 'dist/index.js', budget: CORE_BUDGET_BYTES },
  { name: '@mall/sdk/lifecycle', file: 'dist/lifecycle/index.js' },
  { name: '@mall/sdk/machines', file: 'dist/machines/index.js' },
  { name: '@mall/sdk/schemas', file: 'dist/schemas/index.js' },
];

let overBudget = false;
for (const entry of entries) {
  const result = await build({
    entryPoints: [join(packageDir, entry.file)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const gzip = gzipSync(code, { level: 9 }).length;
  const line = `${entry.name}: ${(code.length / 1024).toFixed(1)} KB minified, ${(gzip / 1024).toFixed(1)} KB gzip`;
  if (entry.budget !== undefined) {
    const within = gzip <= entry.budget;
    overBudget ||= !within;
    console.log(`${line} (budget ${(entry.budget / 1024).toFixed(0)} KB: ${within ? 'within' : 'OVER'})`);
  } else {
    console.log(line);
  }
}
process.exit(overBudget ? 1 : 0);
