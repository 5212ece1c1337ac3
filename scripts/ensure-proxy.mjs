#!/usr/bin/env node
// Makes sure Debian's HAProxy is installed for the server's cluster test (three processes behind a
// real reverse proxy) and, with Debian's openssl for its certificate, for the Lighthouse benchmark
// of the shop as deployed (HTTPS and HTTP/2 from HAProxy): installs the `haproxy` and `openssl`
// packages when a binary is missing, quietly when both are there. The test and the benchmark start
// and stop their own haproxy in the foreground; the packaged service is left alone.
// MALL_TEST_POSTGRES=off skips it (the cluster test needs PostgreSQL and is skipped; the benchmark
// then measures what it can without them and says so).
import { spawnSync } from 'node:child_process';

if (process.env.MALL_TEST_POSTGRES === 'off') {
  process.exit(0);
}

const works = (names, args) => names.some((name) => spawnSync(name, args, { stdio: 'ignore' }).status === 0);
const installed = () =>
  works(['haproxy', '/usr/sbin/haproxy'], ['-v']) && works(['openssl', '/usr/bin/openssl'], ['version']);

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
console.log("HAProxy or openssl is not installed; installing Debian's haproxy and openssl ...");
sh('apt-get', ['update']);
if (!sh('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy', 'openssl']) || !installed()) {
  console.error(
    'Could not install HAProxy and openssl (needed by src/resilience/cluster.test.ts and the Lighthouse benchmark).',
  );
  process.exit(1);
}
