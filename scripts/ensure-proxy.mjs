#!/usr/bin/env node
// Makes sure Debian's HAProxy is installed for the server's cluster test (three processes behind a
// real reverse proxy) and, with Debian's openssl for its certificate, for the Lighthouse benchmark
// of the shop as deployed (HTTPS and HTTP/2 from HAProxy): installs the `haproxy` and `openssl`
// packages when a binary is missing, quietly when both are there, and fails only without HAProxy
// (the benchmark measures what it can without either). The test and the benchmark start
// and stop their own haproxy in the foreground; the packaged service is left alone.
// MALL_TEST_POSTGRES=off skips it (the cluster test needs PostgreSQL and is skipped; the benchmark
// then measures what it can without them and says so). Runs from a package's script, after
// install: it looks for the binaries where @mall/test-support's look-up does.
import { spawnSync } from 'node:child_process';
import { haproxyBinary, opensslBinary } from '@mall/test-support';

if (process.env.MALL_TEST_POSTGRES === 'off') {
  process.exit(0);
}

const haproxy = () => haproxyBinary() !== null;
const openssl = () => opensslBinary() !== null;

function sh(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  );
}

if (haproxy() && openssl()) {
  process.exit(0);
}
console.log("HAProxy or openssl is not installed; installing Debian's haproxy and openssl ...");
sh('apt-get', ['update']);
sh('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy', 'openssl']);
// The cluster test cannot run without HAProxy; the benchmark measures what it can without either.
if (!haproxy()) {
  console.error('Could not install HAProxy (needed by src/resilience/cluster.test.ts).');
  process.exit(1);
}
if (!openssl()) {
  console.error('Could not install openssl: the Lighthouse benchmark will not measure HTTPS and HTTP/2.');
}
