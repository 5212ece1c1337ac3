import { defineConfig } from 'vitest/config';

const reportDir = process.env.MALL_TEST_REPORT_DIR;

export default defineConfig({
  // The SDK is read from its source (the `@mall/source` condition), never from a stale `dist`.
  resolve: { conditions: ['@mall/source'] },
  ssr: {
    noExternal: ['@mall/sdk'],
    resolve: { conditions: ['@mall/source'], externalConditions: ['@mall/source'] },
  },
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file opens its own embedded database (~40 MB) and a PostgreSQL database; two at a time
    // keeps a 2-core machine responsive.
    maxWorkers: 2,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/server.json` } : undefined,
  },
});
