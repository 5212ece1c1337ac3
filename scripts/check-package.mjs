#!/usr/bin/env node
// Run from a published package's folder: publint (strict) and are-the-types-wrong on the packed
// tarball, so what consumers install resolves in Node, bundlers and TypeScript alike.
import { spawnSync } from 'node:child_process';

function check(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

check('pnpm', ['exec', 'publint', '--strict']);
// ESM-only packages are not meant for require() under node10/node16-cjs resolution.
check('pnpm', ['exec', 'attw', '--pack', '.', '--profile', 'esm-only']);
