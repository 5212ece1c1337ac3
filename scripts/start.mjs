#!/usr/bin/env node
// `npm start`: installs what is needed and runs the shop — the reference server on the embedded
// database with the demo data, serving the built app (when there is one) and the API on one origin.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, root, run } from './toolchain.mjs';

const pnpm = ensurePnpm();
run(pnpm, ['install', '--frozen-lockfile']);

if (existsSync(join(root, 'packages', 'app', 'package.json'))) {
  run(pnpm, ['--filter', '@mall/app', 'build']);
} else {
  console.log('The shopper app is not in this build yet: the server answers the API under /api.');
}
// The development SMS sender (codes in memory and, at LOG_LEVEL=debug, the log) is chosen here by
// name: the server's own default is none. Production chooses a real one (or none) itself.
run(pnpm, ['--filter', '@mall/server', 'start'], {
  env: {
    MALL_SEED: 'demo',
    ...(process.env.NODE_ENV === 'production' ? {} : { SMS_SENDER: 'dev' }),
    ...process.env,
  },
});
