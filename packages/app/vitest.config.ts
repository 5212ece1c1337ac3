import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeParts } from './build/locale-parts.ts';

const reportDir = process.env.MALL_TEST_REPORT_DIR;

export default defineConfig({
  plugins: [react(), localeParts()],
  resolve: { conditions: ['@mall/source'], dedupe: ['react', 'react-dom'] },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/app.json` } : undefined,
  },
});
