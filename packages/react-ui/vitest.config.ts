import { resolve } from 'node:path';
import { chromiumLaunchOptions } from '@mall/test-support';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { pictureCommands } from './src/test-support/picture-commands.js';
import { pictureDiffFolder, pictureFolder } from './src/test-support/picture-paths.js';

const reportDir = process.env.MALL_TEST_REPORT_DIR;

/**
 * Debian's Chromium and its flags (shared with the e2e tests and the screenshot script), headless,
 * the test frame a 375 × 812 phone; `page` sizes the browser page around that frame.
 */
function phoneBrowser(page?: { width: number; height: number }) {
  return {
    enabled: true,
    headless: true,
    screenshotFailures: false,
    provider: playwright({
      launchOptions: chromiumLaunchOptions,
      contextOptions: page && { viewport: page, deviceScaleFactor: 1 },
    }),
    instances: [{ browser: 'chromium' as const, viewport: { width: 375, height: 812 } }],
  };
}
const pictureTest = 'src/story-pictures.test.tsx';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@mall/source'], dedupe: ['react', 'react-dom'] },
  // The node project resolves through Vite's SSR side, which has conditions of its own: without
  // these a clean clone (no `dist/` yet) cannot load `@mall/sdk` there.
  ssr: { resolve: { conditions: ['@mall/source'], externalConditions: ['@mall/source'] } },
  // Listed up front so Vite does not discover them mid-run and reload a test file.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'storybook/test',
      '@storybook/react-vite',
      '@testing-library/react',
      'axe-core',
    ],
  },
  test: {
    css: true,
    // Two cores: one browser, one file at a time keeps timing-sensitive tests honest.
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          exclude: ['src/**/*.node.test.ts', pictureTest],
          setupFiles: ['./src/test-support/setup.ts'],
          // Type tests of the public API run through tsc, beside the browser tests.
          typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
          browser: phoneBrowser(),
        },
      },
      {
        // The picture history (docs/picture-history.md): one PNG per story in `pictures/`, made by
        // this Chromium on Linux; not one pixel may move. The page is larger than the tallest
        // picture (2400 px), so the test frame stays at scale 1: pictures are the phone's 375 px.
        extends: true,
        test: {
          name: 'pictures',
          include: [pictureTest],
          setupFiles: ['./src/test-support/setup.ts'],
          browser: {
            ...phoneBrowser({ width: 800, height: 2560 }),
            commands: pictureCommands,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
                resolveScreenshotPath: ({ arg, ext, root }) => resolve(root, pictureFolder, `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext, root }) => resolve(root, pictureDiffFolder, `${arg}${ext}`),
              },
            },
          },
        },
      },
      {
        // What is checked against Node's own data: its `Intl` carries all of CLDR, the browser's a
        // trimmed part (no Uzbek number symbols in Debian's Chromium).
        extends: true,
        test: { name: 'node', include: ['src/**/*.node.test.ts'], environment: 'node' },
      },
    ],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/react-ui.json` } : undefined,
  },
});
