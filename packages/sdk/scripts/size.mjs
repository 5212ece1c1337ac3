#!/usr/bin/env node
// Prints the gzip size of each built entry of @mall/sdk, with everything it imports bundled in
// (ofetch included; zod, xstate and socket.io-client only where the entry uses them), and flags the core entry past its budget.
// Bundled as a consumer's bundler would (code splitting): what an entry loads only through a dynamic
// `import()` (the progress-reporting upload) is a chunk of its own, loaded when used, and not counted.
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
  { name: '@mall/sdk/chat', file: 'dist/chat/index.js' },
];

let overBudget = false;
for (const entry of entries) {
  const result = await build({
    entryPoints: [join(packageDir, entry.file)],
    bundle: true,
    splitting: true,
    outdir: join(packageDir, '.size'),
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  // The entry's chunk and every chunk it imports statically, however deep.
  const outputs = result.metafile.outputs;
  const byPath = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  const entryPath = Object.keys(outputs).find((path) => outputs[path].entryPoint !== undefined);
  const loaded = new Set();
  const visit = (path) => {
    if (loaded.has(path)) {
      return;
    }
    loaded.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'import-statement' && !imported.external) {
        visit(imported.path);
      }
    }
  };
  visit(entryPath);
  const code = Buffer.concat(
    [...loaded].map((path) => Buffer.from(byPath.get(join(process.cwd(), path)) ?? byPath.get(path) ?? [])),
  );
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
