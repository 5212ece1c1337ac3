#!/usr/bin/env node
// Regenerates the "Machines" section of the README (events, states, Mermaid diagrams) from the
// machine definitions themselves. The machines are TypeScript, so esbuild bundles the renderer first.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const readmePath = join(packageDir, 'README.md');
const outDir = await mkdtemp(join(tmpdir(), 'mall-machine-docs-'));
try {
  const outfile = join(outDir, 'machine-docs.mjs');
  await build({
    entryPoints: [join(packageDir, 'src/machines/machine-docs.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'silent',
  });
  const { renderMachineDocs, replaceMachineDocs } = await import(pathToFileURL(outfile).href);
  const readme = await readFile(readmePath, 'utf8');
  const next = replaceMachineDocs(readme, renderMachineDocs());
  if (next === readme) {
    console.log('README machines section is up to date');
  } else {
    await writeFile(readmePath, next);
    console.log('README machines section regenerated');
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
