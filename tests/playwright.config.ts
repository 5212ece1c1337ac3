import { chromiumLaunchOptions } from '@mall/test-support';
import { defineConfig } from '@playwright/test';

const reportDir = process.env.MALL_E2E_JSON;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './global-setup.ts',
  // One server, one shopper journey at a time: the specs share the demo database.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reportDir ? [['list'], ['json', { outputFile: reportDir }]] : [['list']],
  outputDir: './test-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 375, height: 812 },
    isMobile: false,
    hasTouch: true,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker answers a controlled page's requests before any route a journey sets;
    // the journeys of the installed app allow it (`offline.spec.ts`, `app-update.spec.ts`).
    serviceWorkers: 'block',
  },
});
