#!/usr/bin/env node
// Keeps every product source file short enough to read in one sitting: a file over the limit
// usually holds more than one idea. Tests, stories, migrations, the generated table types and the
// demo catalogue are data or scaffolding and may run longer.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { root } from './toolchain.mjs';

const MAX_LINES = 350;

const sourceFile = /\.(ts|tsx|mts|js|mjs|css)$/;
const exempt = [
  /\.test\.tsx?$/,
  /\.test-d\.ts$/,
  /\.stories\.tsx$/,
  /\/test-support\//,
  /\/db\/migrations\//,
  /^packages\/server\/src\/db\/tables\.generated\.ts$/,
  /^packages\/server\/src\/seed\/demo-catalogue\.ts$/,
];

/** Every tracked or new (not ignored) product source file under packages/ with its line count. */
function productFileLines() {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'packages'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) {
    throw new Error(`git ls-files failed: ${listed.stderr}`);
  }
  return listed.stdout
    .split('\n')
    .filter((path) => sourceFile.test(path) && !exempt.some((rule) => rule.test(path)))
    .map((path) => {
      let text;
      try {
        text = readFileSync(`${root}/${path}`, 'utf8');
      } catch {
        return { path, lines: 0 }; // listed by git but deleted in the work tree
      }
      return { path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
    });
}

const long = productFileLines().filter((file) => file.lines > MAX_LINES);
if (long.length > 0) {
  console.error(`Product source files over ${MAX_LINES} lines (split them by idea):`);
  for (const file of long) {
    console.error(`  ${file.path}: ${file.lines}`);
  }
  process.exit(1);
}
console.log(`every product source file has at most ${MAX_LINES} lines`);
