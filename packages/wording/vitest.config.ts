import { defineConfig } from 'vitest/config';

const reportDir = process.env.MALL_TEST_REPORT_DIR;

export default defineConfig({
  resolve: { conditions: ['@mall/source'] },
  test: {
    include: ['src/**/*.test.ts'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/wording.json` } : undefined,
  },
});
