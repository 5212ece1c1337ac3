#!/usr/bin/env node
// Browser tests run in Debian's Chromium (never a downloaded browser). On a fresh machine this
// installs it once through apt, which needs root; otherwise it says how to install it. It also
// installs Debian's fonts for Chinese and Bengali (`FONTS` below). Runs from a package's test
// script, after install: the browser's path is the one @mall/test-support launches.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumLaunchOptions } from '@mall/test-support';

const chromium = chromiumLaunchOptions.executablePath;
const CJK_FONTS = 'fonts-noto-cjk';

/** Whether this run has read the package lists already (once is enough for both installs). */
let updated = false;

/** Runs apt-get; whether it succeeded. */
function tryAptGet(args) {
  if (args[0] === 'update' && updated) {
    return true;
  }
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    return false;
  }
  updated ||= args[0] === 'update';
  return true;
}

/** Runs apt-get; ends this script when it fails. */
function aptGet(args) {
  if (!tryAptGet(args)) {
    process.exit(1);
  }
}

if (!existsSync(chromium)) {
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    console.error(
      `${chromium} is missing and installing it needs root. Run: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log(`${chromium} is missing; installing Debian's chromium package ...`);
  aptGet(['update']);
  aptGet(['install', '-y', 'chromium']);
  if (!existsSync(chromium)) {
    console.error(`apt-get installed chromium but ${chromium} is still missing.`);
    process.exit(1);
  }
}

/**
 * The fonts a shopper's phone has for the shop's scripts, by fontconfig language: without them the
 * pages show boxes in screenshots (and the kit's picture history would record boxes), and for
 * Chinese Chromium searches every font for each character at layout, which the Lighthouse bench
 * would count as main-thread time no phone spends.
 */
const FONTS = [
  { lang: 'zh', script: 'Chinese', pkg: CJK_FONTS },
  { lang: 'bn', script: 'Bengali', pkg: 'fonts-noto-core' },
];

/** Whether fontconfig knows a font for a language. */
function hasFont(lang) {
  const result = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

for (const { lang, script, pkg } of FONTS) {
  if (hasFont(lang)) {
    continue;
  }
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    console.warn(`No ${script} font: ${script} text shows as boxes. Run: sudo apt-get install -y ${pkg}`);
  } else {
    // The tests pass without it: a failed install is said and the tests go on.
    console.log(`No ${script} font; installing Debian's ${pkg} package ...`);
    if (!tryAptGet(['update']) || !tryAptGet(['install', '-y', pkg])) {
      console.warn(`${pkg} was not installed: ${script} text shows as boxes.`);
    }
  }
}
