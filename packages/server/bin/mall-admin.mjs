#!/usr/bin/env node
// The operator CLI: runs src/cli/mall-admin.ts with the workspace's TypeScript loader.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--conditions=@mall/source',
    join(packageDir, 'src/cli/mall-admin.ts'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: packageDir },
);
process.exit(result.status ?? 1);
