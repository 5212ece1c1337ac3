#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
// Browser tests run in Debian's Chromium (never a downloaded browser). On a fresh machine this
// installs it once through apt, which needs root; otherwise it says how to install it.
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';

function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(chromium)) {
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    console.error(
      `${chromium} is missing and installing it needs root. Run: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log(`${chromium} is missing; installing Debian's chromium package ...`);
  aptGet(['update']);
  aptGet(['install', '-y', 'chromium']);
  if (!existsSync(chromium)) {
    console.error(`apt-get installed chromium but ${chromium} is still missing.`);
    process.exit(1);
  }
}
