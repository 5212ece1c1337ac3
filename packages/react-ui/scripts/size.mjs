#!/usr/bin/env node
// Prints the size and gzip size of the kit's built scripts (the index, one entry per component and
// their shared chunks), of the components' stylesheets and of the all-in-one stylesheet. React
// stays out of the count (a peer dependency the app already ships); an app's bundler keeps only
// the components it imports, each with its stylesheet (scripts/check-styles.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const files = readdirSync(dist);
const groups = [
  ['@mall/react-ui (every script)', files.filter((file) => file.endsWith('.js'))],
  ['component stylesheets', files.filter((file) => file.endsWith('.css') && file !== 'styles.css')],
  ['@mall/react-ui/styles.css', ['styles.css']],
];
for (const [name, group] of groups) {
  let size = 0;
  let gzip = 0;
  for (const file of group) {
    const code = readFileSync(new URL(file, dist));
    size += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
  }
  console.log(
    `${name}: ${group.length} file${group.length === 1 ? '' : 's'}, ${(size / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip (each file on its own)`,
  );
}
