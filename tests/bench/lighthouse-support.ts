// What the Lighthouse benchmarks share: the demo shop's first goods, the browser, the report.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '@mall/test-support';
import * as chromeLauncher from 'chrome-launcher';
import type { Result, RunnerResult } from 'lighthouse';

/** The id of a real goods item of the demo shop, from the shopper API. */
export async function firstGoodsId(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/app/goods/info/page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, size: 1 }),
  });
  if (!response.ok) {
    throw new Error(`HTTP ${response.status} from goods/info/page`);
  }
  const body = (await response.json()) as {
    data?: { records?: { id?: unknown }[]; list?: { id?: unknown }[] };
  };
  const id = (body.data?.records ?? body.data?.list)?.[0]?.id;
  if (id === undefined) {
    throw new Error(`goods/info/page answered no goods: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return String(id);
}

/** Debian's Chromium, headless, for Lighthouse to drive (`flags` beside the usual ones). */
export function launchChromium(flags: string[] = []): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args, ...flags],
  });
}

/** The report of a Lighthouse run that audited `what`; none, or a run that failed, throws. */
export function reportOf(result: RunnerResult | undefined, what: string): Result {
  const lhr = result?.lhr;
  if (!lhr) {
    throw new Error(`Lighthouse returned no report for ${what}`);
  }
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${what}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  return lhr;
}

/** Where Lighthouse's gather mode (`gatherMode`) writes the page's trace in its folder. */
export const TRACE_FILE = 'defaultPass.trace.json';

/** Runs `work` with a fresh temporary folder, removed afterwards whatever happens. */
export async function inTemporaryFolder<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'mall-lighthouse-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
