#!/usr/bin/env node
// Makes sure Debian's HAProxy is installed for the server's cluster test (three processes behind a
// real reverse proxy): installs the `haproxy` package when the binary is missing, quietly when it
// is there. The test starts and stops its own haproxy in the foreground; the packaged service is
// left alone. MALL_TEST_POSTGRES=off skips it (the cluster test needs PostgreSQL and is skipped).
import { spawnSync } from 'node:child_process';

if (process.env.MALL_TEST_POSTGRES === 'off') {
  process.exit(0);
}

const installed = () => spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;

function sh(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  );
}

if (installed()) {
  process.exit(0);
}
console.log("HAProxy is not installed; installing Debian's haproxy ...");
sh('apt-get', ['update']);
if (!sh('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy']) || !installed()) {
  console.error('Could not install HAProxy (needed by src/resilience/cluster.test.ts).');
  process.exit(1);
}
