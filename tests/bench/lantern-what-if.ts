/**
 * What-if of Lighthouse's simulated throttling (Lantern) for one page of the demo shop: records the
 * page's load once per run, then has Lighthouse audit that very recording again with the transfer
 * size of some requests changed, and prints the simulated figures for each size. Lantern counts
 * whole round trips of a simulated phone network, so a figure moves in steps; this finds the step
 * ("how many bytes off the app's script before the LCP moves") without building every variant.
 * Only the sizes change: what ran before the observed paint, and when, is the recording's. A load
 * that is not recorded comes first (the server makes a picture's sized variants on first request).
 *
 * Usage: pnpm --filter @mall/e2e what-if [--page PATH] [--request TEXT] [--sizes A,B,…] [--runs N]
 *   --page     the address after the origin; `{goods}` stands for the first goods' id
 *              (default: the goods link with the hash alone, `/#/pages/goods/detail?id={goods}`)
 *   --request  part of the address of the requests whose size changes (default: the app's entry
 *              script, as the build's `index.html` names it)
 *   --sizes    transfer sizes in bytes, each request matched gets it (default: the recorded size,
 *              then 1 000 B steps down to 8 000 B less)
 *   --runs     recordings, each audited at every size (default 1)
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumLaunchOptions } from '../chromium';
import { buildApp, root, startMallServer } from '../mall-server';
import { firstGoodsId } from './demo-shop';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

/** One event of the DevTools protocol log Lighthouse records (`defaultPass.devtoolslog.json`). */
interface ProtocolEvent {
  method: string;
  params: { requestId?: string; request?: { url: string }; encodedDataLength?: number };
}

const LOG_FILE = 'defaultPass.devtoolslog.json';

/** The app's entry script as the build's `index.html` names it (`assets/index-….js`). */
function entryScript(): string {
  const html = readFileSync(join(root, 'packages/app/dist/index.html'), 'utf8');
  const entry = /<script\b[^>]*\bsrc="(?:\.?\/)?(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) {
    throw new Error('The built index.html names no entry script');
  }
  return entry;
}

/** The ids of the recorded requests whose address holds `part`. */
function matching(log: ProtocolEvent[], part: string): Set<string> {
  const ids = new Set<string>();
  for (const event of log) {
    if (event.method === 'Network.requestWillBeSent' && event.params.request?.url.includes(part)) {
      ids.add(event.params.requestId ?? '');
    }
  }
  return ids;
}

/** The bytes the matched requests took on the wire, as recorded. */
function recordedBytes(log: ProtocolEvent[], ids: Set<string>): number {
  return log
    .filter((event) => event.method === 'Network.loadingFinished' && ids.has(event.params.requestId ?? ''))
    .reduce((sum, event) => sum + (event.params.encodedDataLength ?? 0), 0);
}

/**
 * A copy of the recording in `dir` where each matched request took `bytes` on the wire: Lighthouse
 * reads a request's transfer size from its `loadingFinished` event (the chunks' own counts are
 * zeroed, so nothing is counted twice).
 */
function resized(dir: string, log: ProtocolEvent[], ids: Set<string>, bytes: number): string {
  const copy = mkdtempSync(join(tmpdir(), 'mall-what-if-'));
  cpSync(dir, copy, { recursive: true });
  const edited = log.map((event) => {
    if (!ids.has(event.params.requestId ?? '')) {
      return event;
    }
    if (event.method === 'Network.loadingFinished') {
      return { ...event, params: { ...event.params, encodedDataLength: bytes } };
    }
    if (event.method === 'Network.dataReceived') {
      return { ...event, params: { ...event.params, encodedDataLength: 0 } };
    }
    return event;
  });
  writeFileSync(join(copy, LOG_FILE), JSON.stringify(edited));
  return copy;
}

const FLAGS = { output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };

function figures(lhr: Result | undefined): string {
  if (!lhr || lhr.runtimeError) {
    throw new Error(`Lighthouse failed: ${lhr?.runtimeError?.message ?? 'no report'}`);
  }
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  return `LCP ${(value('largest-contentful-paint') / 1000).toFixed(2)} s, FCP ${(value('first-contentful-paint') / 1000).toFixed(2)} s, TBT ${Math.round(value('total-blocking-time'))} ms, score ${score}`;
}

async function main(): Promise<void> {
  buildApp();
  const part = option('request') ?? entryScript();
  const runs = Math.max(1, Number(option('runs') ?? 1) || 1);
  const server = await startMallServer();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const goodsId = await firstGoodsId(server.baseURL);
    const path = (option('page') ?? '/#/pages/goods/detail?id={goods}').replaceAll('{goods}', goodsId);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumLaunchOptions.executablePath,
      chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    });
    console.log(`Lantern what-if: ${path}, requests whose address holds "${part}"`);
    // A load not recorded first: the server makes a picture's sized variants on their first request.
    const warmUp = mkdtempSync(join(tmpdir(), 'mall-what-if-'));
    await lighthouse(`${server.baseURL}${path}`, { ...FLAGS, port: chrome.port, gatherMode: warmUp });
    rmSync(warmUp, { recursive: true, force: true });
    for (let run = 1; run <= runs; run += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'mall-what-if-'));
      try {
        await lighthouse(`${server.baseURL}${path}`, { ...FLAGS, port: chrome.port, gatherMode: dir });
        const log = JSON.parse(readFileSync(join(dir, LOG_FILE), 'utf8')) as ProtocolEvent[];
        const ids = matching(log, part);
        if (ids.size === 0) {
          throw new Error(`No request of the recorded load has "${part}" in its address`);
        }
        const recorded = recordedBytes(log, ids);
        const sizes =
          option('sizes')
            ?.split(',')
            .map(Number)
            .filter((size) => Number.isFinite(size) && size >= 0) ??
          Array.from({ length: 9 }, (_, step) => recorded - step * 1000).filter((size) => size >= 0);
        console.log(`\nrun ${run}: ${ids.size} request(s), ${recorded} B recorded`);
        console.log(
          `  as recorded   ${figures((await lighthouse(undefined, { ...FLAGS, auditMode: dir }))?.lhr)}`,
        );
        for (const size of sizes) {
          const copy = resized(dir, log, ids, size);
          try {
            const lhr = (await lighthouse(undefined, { ...FLAGS, auditMode: copy }))?.lhr;
            console.log(`  ${`${size} B`.padEnd(13)} ${figures(lhr)}`);
          } finally {
            rmSync(copy, { recursive: true, force: true });
          }
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
