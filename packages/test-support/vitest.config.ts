import { defineConfig } from 'vitest/config';

const reportDir = process.env.MALL_TEST_REPORT_DIR;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/test-support.json` } : undefined,
  },
});
