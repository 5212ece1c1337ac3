#!/usr/bin/env node
// Makes sure a PostgreSQL server answers on 127.0.0.1:5432 for the server's tests: starts the
// installed cluster when it is stopped, installs Debian's postgresql when it is missing.
// MALL_TEST_POSTGRES=off skips it (the tests then run on the embedded database only).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';

if (process.env.MALL_TEST_POSTGRES === 'off') {
  process.exit(0);
}

function answers() {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function sh(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

async function waitForServer() {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (await answers()) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

if (await answers()) {
  process.exit(0);
}
if (!existsSync('/etc/postgresql')) {
  console.log("PostgreSQL is not installed; installing Debian's postgresql ...");
  sh('apt-get', ['update']);
  if (!sh('apt-get', ['install', '-y', 'postgresql'])) {
    console.error(
      'Could not install PostgreSQL. Set MALL_TEST_POSTGRES=off to test on the embedded database only.',
    );
    process.exit(1);
  }
}
for (const version of readdirSync('/etc/postgresql')) {
  sh('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
}
if (!(await waitForServer())) {
  console.error('PostgreSQL does not answer on 127.0.0.1:5432.');
  process.exit(1);
}
// Tests connect as postgres without a password over loopback TCP (trust), as on the CI machine;
// a freshly installed cluster asks for one, so loopback is trusted for it.
const canConnect = () =>
  spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', 'select 1'], { stdio: 'ignore' }).status ===
  0;
if (!canConnect()) {
  for (const version of readdirSync('/etc/postgresql')) {
    const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
    const current = readFileSync(hba, 'utf8');
    writeFileSync(hba, `host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n${current}`);
    sh('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'reload']);
  }
  if (!canConnect()) {
    console.error('PostgreSQL refuses postgres@127.0.0.1 without a password.');
    process.exit(1);
  }
}
