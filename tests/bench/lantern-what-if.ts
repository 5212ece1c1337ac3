/**
 * What-if of Lighthouse's simulated throttling (Lantern) for one page of the demo shop: records the
 * page's load once per run, then has Lighthouse audit that very recording again with the transfer
 * size of one request changed, and prints the simulated figures for each size. Lantern counts
 * whole round trips of a simulated phone network, so a figure moves in steps; this finds the step
 * ("how many bytes off the app's script before the LCP moves") without building every variant.
 * The simulation recomputes when each request starts and ends; what comes from the recording is the
 * rest: which requests and tasks depend on which, which of them count (those that ran before the
 * observed paint), and how long each task took on the main thread — a smaller script's parse and
 * compile are not shorter here. A load that is not recorded comes first (the server makes a
 * picture's sized variants on its first request).
 *
 * Usage: pnpm --filter @mall/e2e what-if [--page PATH] [--request TEXT] [--sizes A,B,…] [--drop TEXT] [--runs N]
 *   --page     the address after the origin; `{goods}` stands for the first goods' id
 *              (default: the goods link with the hash alone, `/#/pages/goods/detail?id={goods}`)
 *   --request  part of the address of the one request whose size changes, or `page` for the page
 *              itself (default: the app's entry script, as the build's `index.html` names it)
 *   --sizes    transfer sizes in bytes (default: the recorded size, then 1 000 B steps down to
 *              8 000 B less)
 *   --drop     part of the address of a request to take out of the recording altogether, audited
 *              once more without it (the bandwidth a request in flight shares with the others is
 *              Lantern's too: the words round found a 1 KB request that cost a round trip)
 *   --runs     recordings, each audited at every size (default 1)
 *   --shop     `demo` (default) or `photograph`: the demo shop with a photograph as home's first
 *              banner and as the first goods' first picture (`photograph.ts`)
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { buildApp, root, startMallServer } from '../mall-server';
import { firstGoodsId, inTemporaryFolder, launchChromium, reportOf } from './lighthouse-support';
import { writePhotographs } from './photograph';

const OPTIONS = ['page', 'request', 'sizes', 'drop', 'runs', 'shop'];

/** The command line's options by name; an unknown one, or one without a value, is refused. */
function parseOptions(args: string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index]?.replace(/^--/, '') ?? '';
    const value = args[index + 1];
    if (!args[index]?.startsWith('--') || !OPTIONS.includes(name)) {
      throw new Error(`Unknown option ${args[index]} (options: ${OPTIONS.map((o) => `--${o}`).join(', ')})`);
    }
    if (value === undefined || value.startsWith('--')) {
      throw new Error(`--${name} needs a value`);
    }
    options.set(name, value);
  }
  return options;
}

/** `--sizes`: whole numbers of bytes, comma-separated; anything else is refused. */
function parseSizes(text: string): number[] {
  return text.split(',').map((part) => {
    if (!/^\d+$/.test(part.trim())) {
      throw new Error(`--sizes takes whole numbers of bytes, comma-separated: not "${part}"`);
    }
    return Number(part);
  });
}

/** One event of the DevTools protocol log Lighthouse records (`defaultPass.devtoolslog.json`). */
interface ProtocolEvent {
  method: string;
  params: { requestId?: string; type?: string; request?: { url: string }; encodedDataLength?: number };
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
/** The `--request` that names the page itself (its document). */
const PAGE = 'page';

function requestIds(log: ProtocolEvent[], part: string): Set<string | undefined> {
  return new Set(
    log
      .filter(
        (event) =>
          event.method === 'Network.requestWillBeSent' &&
          (part === PAGE ? event.params.type === 'Document' : event.params.request?.url.includes(part)),
      )
      .map((event) => event.params.requestId),
  );
}

/**
 * The one recorded request whose address holds `part`, and where its transfer size is: Lighthouse
 * takes a request's transfer size from its first `loadingFinished` event (which overrides what
 * its `dataReceived` events added up).
 */
function theRequest(log: ProtocolEvent[], part: string): { finished: ProtocolEvent; bytes: number } {
  const ids = requestIds(log, part);
  if (ids.size !== 1) {
    throw new Error(`${ids.size} requests of the recorded load have "${part}" in their address: name one`);
  }
  const finished = log.find(
    (event) => event.method === 'Network.loadingFinished' && ids.has(event.params.requestId),
  );
  if (!finished) {
    throw new Error(`The request for "${part}" never finished in the recorded load`);
  }
  return { finished, bytes: finished.params.encodedDataLength ?? 0 };
}

const FLAGS = { output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };

function figures(lhr: Result): string {
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  return `LCP ${(value('largest-contentful-paint') / 1000).toFixed(2)} s, FCP ${(value('first-contentful-paint') / 1000).toFixed(2)} s, TBT ${Math.round(value('total-blocking-time'))} ms, score ${score}`;
}

/**
 * Audits the recording in `dir` once as it is, then once per size in a copy of it, and once without
 * the requests whose address holds `drop` (every event of theirs taken out of the log).
 */
async function auditSizes(
  dir: string,
  part: string,
  sizesAsked: number[] | undefined,
  drop: string | undefined,
): Promise<void> {
  const log = JSON.parse(readFileSync(join(dir, LOG_FILE), 'utf8')) as ProtocolEvent[];
  const { finished, bytes } = theRequest(log, part);
  const sizes =
    sizesAsked ?? Array.from({ length: 9 }, (_, step) => bytes - step * 1000).filter((size) => size >= 0);
  const audited = async (folder: string) =>
    figures(reportOf(await lighthouse(undefined, { ...FLAGS, auditMode: folder }), 'the recorded load'));
  console.log(`  as recorded (${bytes} B)  ${await audited(dir)}`);
  await inTemporaryFolder(async (copy) => {
    for (const file of readdirSync(dir)) {
      if (file !== LOG_FILE) {
        copyFileSync(join(dir, file), join(copy, file));
      }
    }
    for (const size of sizes) {
      finished.params.encodedDataLength = size;
      writeFileSync(join(copy, LOG_FILE), JSON.stringify(log));
      console.log(`  ${`${size} B`.padEnd(22)} ${await audited(copy)}`);
    }
    if (drop !== undefined) {
      finished.params.encodedDataLength = bytes;
      const dropped = requestIds(log, drop);
      if (dropped.size === 0) {
        throw new Error(`No request of the recorded load has "${drop}" in its address`);
      }
      const kept = log.filter((event) => !dropped.has(event.params.requestId));
      writeFileSync(join(copy, LOG_FILE), JSON.stringify(kept));
      console.log(`  ${`without "${drop}" (${dropped.size})`.padEnd(22)} ${await audited(copy)}`);
    }
  });
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const runs = Number(options.get('runs') ?? 1);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error('--runs takes a whole number from 1');
  }
  const sizeOption = options.get('sizes');
  const sizes = sizeOption === undefined ? undefined : parseSizes(sizeOption);
  buildApp();
  const part = options.get('request') ?? entryScript();
  const shop = options.get('shop') ?? 'demo';
  if (shop !== 'demo' && shop !== 'photograph') {
    throw new Error('--shop takes demo or photograph');
  }
  const server = await startMallServer({}, shop === 'photograph' ? writePhotographs : undefined);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const goodsId = await firstGoodsId(server.baseURL);
    const url = `${server.baseURL}${(options.get('page') ?? '/#/pages/goods/detail?id={goods}').replaceAll('{goods}', goodsId)}`;
    chrome = await launchChromium();
    const port = chrome.port;
    console.log(`Lantern what-if: ${url}, the request whose address holds "${part}"`);
    await inTemporaryFolder((warmUp) => lighthouse(url, { ...FLAGS, port, gatherMode: warmUp }));
    for (let run = 1; run <= runs; run += 1) {
      console.log(`\nrun ${run}`);
      await inTemporaryFolder(async (dir) => {
        await lighthouse(url, { ...FLAGS, port, gatherMode: dir });
        await auditSizes(dir, part, sizes, options.get('drop'));
      });
    }
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
