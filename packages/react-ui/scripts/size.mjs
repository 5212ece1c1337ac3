#!/usr/bin/env node
// Prints the minified and gzip size of the kit's built script and stylesheet. React stays out of
// the count (a peer dependency the app already ships); unused components tree-shake away in apps.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

for (const [name, file] of [
  ['@mall/react-ui', 'dist/index.js'],
  ['@mall/react-ui/styles.css', 'dist/styles.css'],
]) {
  const code = readFileSync(new URL(`../${file}`, import.meta.url));
  const gzip = gzipSync(code, { level: 9 }).length;
  console.log(`${name}: ${(code.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip`);
}
