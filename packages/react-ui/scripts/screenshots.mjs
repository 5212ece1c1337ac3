#!/usr/bin/env node
// Screenshots of stories at 375 × 812 from the built Storybook, with Debian's Chromium, for
// reviewing the look: `node scripts/screenshots.mjs [out-dir] [story-id-filter] [device-scale]`.
// Build Storybook first (`pnpm run build:storybook`).
import { createReadStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@mall/test-support';
import { chromium } from 'playwright-core';

const staticDir = fileURLToPath(new URL('../storybook-static', import.meta.url));
const outDir = process.argv[2] ?? '/tmp/mall-screenshots';
const filter = process.argv[3] ?? '';
const deviceScaleFactor = Number(process.argv[4] ?? 2);
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`No built Storybook in ${staticDir}; run pnpm run build:storybook first.`);
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
  const file = join(staticDir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(staticDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const ids = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && entry.id.includes(filter))
  .map((entry) => entry.id);

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor });
for (const id of ids) {
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story`);
  await page.waitForSelector('#storybook-root > *', { timeout: 10000 }).catch(() => undefined);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(outDir, `${id}.png`) });
}
await browser.close();
server.close();
console.log(`${ids.length} screenshots in ${outDir}`);
