#!/usr/bin/env node
// The JavaScript the first screen (home) downloads, gzip: the entry chunk, every chunk it imports
// statically (modulepreload), and the first-screen words of the locale (the largest of the five).
// Fails above the budget of DESIGN.md §3. Also the render-blocking CSS of the first screen (the
// stylesheets index.html links): within its budget, holding home's components and none of the kit
// components only other pages render (each component brings its own stylesheet).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 100 * 1024;
export const CSS_BUDGET_BYTES = 5 * 1024;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

if (!existsSync(join(dist, 'index.html')) || process.argv.includes('--build')) {
  const result = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = new Set();
/** The app's locales (src/i18n/locale.ts), each built into a `<locale>-core` and a `<locale>-rest` chunk. */
const LOCALES = ['zh-Hans', 'zh-tw', 'en', 'bn', 'uz'];
// Locale chunks are counted below, the largest one (a shopper who chose a language loads its
// chunk; the default locale's words come inside index.html).
const LOCALE_CHUNK = new RegExp(`^assets/(?:${LOCALES.join('|')})-(?:core|rest)-[\\w-]{6,}\\.js$`);
for (const match of html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)) {
  if (!LOCALE_CHUNK.test(match[1])) {
    files.add(match[1]);
  }
}
// Static imports of the entry chunks (modulepreload lists them, this catches any it misses).
const queue = [...files];
while (queue.length > 0) {
  const file = queue.pop();
  const code = readFileSync(join(dist, file), 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    const next = `assets/${match[1]}`;
    if (!files.has(next)) {
      files.add(next);
      queue.push(next);
    }
  }
}
// Each locale's first-screen words are a chunk of their own (`<locale>-core-<hash>.js`, see
// build/locale-parts.ts); a shopper loads their locale's only. Counted: the largest of them.
const loaded = [...files].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
const coreChunks = LOCALES.map((locale) => {
  const name = new RegExp(`["'\\x60/](${locale}-core-[\\w-]{6,}\\.js)["'\\x60]`).exec(loaded)?.[1];
  if (!name) {
    console.error(`✖ no first-screen chunk of the ${locale} locale is referenced by the first screen`);
    process.exit(1);
  }
  return `assets/${name}`;
});
const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  }
  return gzipSizes.get(file);
};
const largestCore = coreChunks.reduce((largest, file) =>
  gzipSize(file) > gzipSize(largest) ? file : largest,
);
for (const file of coreChunks) {
  console.log(
    `${(gzipSize(file) / 1024).toFixed(1).padStart(7)} KB  ${file}${file === largestCore ? ' (counted: the largest locale)' : ''}`,
  );
}
files.add(largestCore);

let total = 0;
for (const file of [...files].sort()) {
  const bytes = gzipSize(file);
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const figure = (total / 1024).toFixed(1);
console.log(`home JavaScript: ${figure} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`);
if (total > BUDGET_BYTES) {
  console.error(`✖ home JavaScript is ${figure} KB gzip, above the budget of ${BUDGET_BYTES / 1024} KB`);
  process.exit(1);
}

// The first screen's CSS: what index.html links, render-blocking.
const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\.\/(assets\/[^"]+\.css)"/g)].map(
  (match) => match[1],
);
const css = stylesheets.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
let cssTotal = 0;
for (const file of stylesheets) {
  cssTotal += gzipSize(file);
  console.log(`${(gzipSize(file) / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const cssFigure = (cssTotal / 1024).toFixed(1);
console.log(`first-screen CSS: ${cssFigure} KB gzip (budget ${CSS_BUDGET_BYTES / 1024} KB)`);
/** Whether the CSS has a rule of a kit component (its block class or one of its elements). */
const hasRules = (block) => new RegExp(`\\.mall-${block}(?:__|--|[\\s,{:.[>)])`).test(css);
const missing = ['theme-root', 'tab-bar', 'search-box', 'swiper', 'goods-grid', 'skeleton'].filter(
  (block) => !hasRules(block),
);
const extra = [
  'address-form',
  'spec-picker',
  'chat-composer',
  'chat-bubble-list',
  'confirm-dialog',
  'region-picker',
].filter((block) => hasRules(block));
if (missing.length > 0 || extra.length > 0) {
  console.error(
    `✖ first-screen CSS ${missing.length ? `lacks ${missing.join(', ')}` : ''}${missing.length && extra.length ? '; ' : ''}${extra.length ? `holds ${extra.join(', ')}, which home does not render` : ''}`,
  );
  process.exit(1);
}
if (cssTotal > CSS_BUDGET_BYTES) {
  console.error(
    `✖ first-screen CSS is ${cssFigure} KB gzip, above the budget of ${CSS_BUDGET_BYTES / 1024} KB`,
  );
  process.exit(1);
}
