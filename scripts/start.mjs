#!/usr/bin/env node
// `npm start`: installs what is needed and runs the shop (server + built app on one origin).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, root, run } from './toolchain.mjs';

const pnpm = ensurePnpm();
run(pnpm, ['install', '--frozen-lockfile']);

if (!existsSync(join(root, 'packages', 'server', 'package.json'))) {
  console.log(
    'The shop cannot start yet: the reference server (packages/server) and the app (packages/app) are not built.\n' +
      'What exists today is the SDK (packages/sdk); `npm test` runs its tests.',
  );
  process.exit(1);
}
if (existsSync(join(root, 'packages', 'app', 'package.json'))) {
  run(pnpm, ['--filter', '@mall/app', 'build']);
}
run(pnpm, ['--filter', '@mall/server', 'start'], {
  env: { MALL_SEED: 'demo', ...process.env },
});
