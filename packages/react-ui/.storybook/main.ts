import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// Storybook and its addons are dependencies of the UI kit; they are resolved from the kit's folder
// (whatever folder Storybook runs from), where pnpm links them.
const kit = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireFromKit = createRequire(join(kit, 'package.json'));

function packageFolder(name: string): string {
  return dirname(requireFromKit.resolve(`${name}/package.json`));
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: [packageFolder('@storybook/addon-a11y'), packageFolder('@storybook/addon-docs')],
  framework: { name: packageFolder('@storybook/react-vite'), options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      conditions: ['@mall/source', ...(viteConfig.resolve?.conditions ?? [])],
      dedupe: ['react', 'react-dom'],
    },
    build: {
      ...viteConfig.build,
      // Storybook's own runtime (preview, docs renderer, axe) comes in chunks above Vite's warning
      // size, which is meant for an app's pages; its timing report is about Storybook's plugins.
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        checks: { ...viteConfig.build?.rolldownOptions?.checks, pluginTimings: false },
      },
    },
  }),
};

export default config;
