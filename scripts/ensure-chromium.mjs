#!/usr/bin/env node
// Browser tests run in Debian's Chromium (never a downloaded browser). On a fresh machine this
// installs it once through apt, which needs root; otherwise it says how to install it. It also
// installs Debian's CJK fonts (fonts-noto-cjk): a shopper's phone has them, and without them the
// Chinese pages show boxes in screenshots and Chromium searches every font for each character at
// layout, which the Lighthouse bench would count as main-thread time no phone spends. Runs from a
// package's test script, after install: the browser's path is the one @mall/test-support launches.
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

/** Whether fontconfig knows a font for Chinese. */
function hasChineseFont() {
  const result = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

if (!hasChineseFont()) {
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    console.warn(
      `No Chinese font: Chinese text shows as boxes and the bench's layout times are not a phone's. Run: sudo apt-get install -y ${CJK_FONTS}`,
    );
  } else {
    // The tests pass without it: a failed install is said and the tests go on.
    console.log(`No Chinese font; installing Debian's ${CJK_FONTS} package ...`);
    if (!tryAptGet(['update']) || !tryAptGet(['install', '-y', CJK_FONTS])) {
      console.warn(
        `${CJK_FONTS} was not installed: the Chinese pages show boxes and the bench's layout times are not a phone's.`,
      );
    }
  }
}
