// Debian's programs the tests drive, found where Debian puts them: no browser or proxy is ever
// downloaded. `scripts/ensure-chromium.mjs` and `scripts/ensure-proxy.mjs` install them through
// apt when missing.
import { spawnSync } from 'node:child_process';

/** Debian's Chromium and the flags every test and benchmark launches it with. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The first of `names` that runs with `args` and exits 0, or null.
 * @param {string[]} names
 * @param {string[]} args
 * @returns {string | null}
 */
function firstThatRuns(names, args) {
  return names.find((name) => spawnSync(name, args, { stdio: 'ignore' }).status === 0) ?? null;
}

/**
 * The HAProxy binary, or null when it is not installed: Debian puts it in /usr/sbin, which a
 * non-root PATH may lack.
 * @returns {string | null}
 */
export function haproxyBinary() {
  return firstThatRuns(['haproxy', '/usr/sbin/haproxy', '/usr/local/sbin/haproxy'], ['-v']);
}

/**
 * The openssl binary (for a proxy's certificate made for the run), or null when it is not installed.
 * @returns {string | null}
 */
export function opensslBinary() {
  return firstThatRuns(['openssl', '/usr/bin/openssl'], ['version']);
}
