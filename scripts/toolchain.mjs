// Shared by `npm start` and `npm test`: find or install pnpm so a fresh machine needs nothing
// but Node and npm.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const pnpmVersion = '12.21.0';

/** The published packages, by name: their folders (the API reference and the release rehearsal). */
export const PUBLISHED_PACKAGES = { '@mall/sdk': 'packages/sdk', '@mall/react-ui': 'packages/react-ui' };

/** Runs a command in the repository root and exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function pnpmWorks() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === pnpmVersion;
}

/** Returns the pnpm command, installing the pinned version through npm (or corepack) when missing. */
export function ensurePnpm() {
  if (pnpmWorks()) {
    return 'pnpm';
  }
  console.log(`Installing pnpm ${pnpmVersion} ...`);
  spawnSync('npm', ['install', '--global', `pnpm@${pnpmVersion}`], { stdio: 'inherit' });
  if (pnpmWorks()) {
    return 'pnpm';
  }
  // corepack checks signatures this registry does not carry; the integrity keys are turned off.
  const env = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };
  spawnSync('corepack', ['enable', 'pnpm'], { stdio: 'inherit', env });
  spawnSync('corepack', ['prepare', `pnpm@${pnpmVersion}`, '--activate'], { stdio: 'inherit', env });
  if (pnpmWorks()) {
    return 'pnpm';
  }
  console.error(`Could not install pnpm ${pnpmVersion} through npm or corepack.`);
  process.exit(1);
}
