#!/usr/bin/env node
// `npm start`: installs what is needed and runs the shop — the reference server on the embedded
// database with the demo data, serving the built app (when there is one) and the API on one origin,
// the UI kit's Storybook under /storybook/ and the API reference under /reference/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, root, run } from './toolchain.mjs';

const pnpm = ensurePnpm();
run(pnpm, ['install', '--frozen-lockfile']);

if (existsSync(join(root, 'packages', 'app', 'package.json'))) {
  run(pnpm, ['--filter', '@mall/app', 'build']);
} else {
  console.log('The shopper app is not in this build yet: the server answers the API under /api.');
}
// The kit's Storybook, built again only when a source it is built from is newer than the build.
const kit = join(root, 'packages', 'react-ui');
const storybookBuild = join(kit, 'storybook-static', 'index.html');
const storybookSources = [
  join(kit, 'src'),
  join(kit, '.storybook'),
  join(kit, 'package.json'),
  join(root, 'packages', 'wording', 'locales'),
  join(root, 'packages', 'wording', 'src'),
  join(root, 'packages', 'sdk', 'src'),
];

/** The latest modification time of `path` and, for a folder, of everything in it. */
function newestChange(path) {
  if (!existsSync(path)) {
    return 0;
  }
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path)
      .filter((name) => name !== 'node_modules')
      .map((name) => newestChange(join(path, name))),
  );
}

/** Runs a build the shop can start without: on failure, one line says what is missing. */
function optionalBuild(args, missing) {
  const result = spawnSync(pnpm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.log(`${missing} could not be built (pnpm ${args.join(' ')} failed): the shop starts without it.`);
  }
}

/** Whether `built` is missing or older than any of `sources`. */
const stale = (built, sources) =>
  !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newestChange));

if (stale(storybookBuild, storybookSources)) {
  optionalBuild(['--filter', '@mall/react-ui', 'build:storybook'], "The UI kit's Storybook (/storybook/)");
} else {
  console.log("The UI kit's Storybook is up to date: served under /storybook/.");
}
// The API reference under /reference/, built again only when the published packages' sources or
// its own script changed.
const referenceSources = [
  join(root, 'packages', 'sdk', 'src'),
  join(kit, 'src'),
  join(root, 'scripts', 'api-docs.mjs'),
  join(root, 'typedoc.json'),
];
if (stale(join(root, 'docs', 'api', 'index.html'), referenceSources)) {
  optionalBuild(['run', 'docs:api'], 'The API reference (/reference/)');
} else {
  console.log('The API reference is up to date: served under /reference/.');
}

// Debian's ffmpeg makes the posters of goods videos (the shop runs without it, posters aside).
run(process.execPath, [join(root, 'scripts', 'ensure-ffmpeg.mjs')]);

// The development SMS sender (codes in memory and, at LOG_LEVEL=debug, the log) is chosen here by
// name: the server's own default is none. Production chooses a real one (or none) itself.
run(pnpm, ['--filter', '@mall/server', 'start'], {
  env: {
    MALL_SEED: 'demo',
    ...(process.env.NODE_ENV === 'production' ? {} : { SMS_SENDER: 'dev' }),
    ...process.env,
  },
});
