import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** The component folders: each `src/<name>/index.ts` is built as an entry of its own. */
const components = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/${entry.name}/index.ts`))
  .map((entry) => entry.name);

/** Every component stylesheet (all but the all-in-one `styles.css`), by file name. */
const stylesheets = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.css') && path !== 'styles.css')
  .map((path) => `src/${path}`);
const names = stylesheets.map((path) => basename(path));
const clash = names.find((name, index) => names.indexOf(name) !== index);
if (clash) {
  throw new Error(`Two component stylesheets are named ${clash}; dist keeps them side by side`);
}

/**
 * A component's `index.ts` imports its stylesheet. Bundled, esbuild would pull every such import
 * into one CSS file the JavaScript no longer mentions; kept as an import of the copy in `dist`
 * (every output file sits in `dist` itself, so `./<name>.css` is right from each), a consumer's
 * bundler puts a component's rules in the chunk that renders it. `@import`s inside `styles.css`
 * are still inlined.
 */
const componentStylesheets: EsbuildPlugin = {
  name: 'component-stylesheets',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) =>
      args.kind === 'import-statement' ? { path: `./${basename(args.path)}`, external: true } : undefined,
    );
  },
};

export default defineConfig({
  // One entry per component with code splitting: each component's code and its stylesheet import
  // land in a chunk of their own that `index.js` re-exports, so an unused component leaves both.
  entry: {
    index: 'src/index.ts',
    styles: 'src/styles.css',
    ...Object.fromEntries(components.map((name) => [name, `src/${name}/index.ts`])),
  },
  format: ['esm'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts' }, compilerOptions: { customConditions: [] } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The SDK's money writing (`formatMinorUnits`) is bundled, from its source: a few hundred bytes,
  // and the kit keeps no runtime dependency on an API client (README, "Money").
  noExternal: ['@mall/sdk'],
  esbuildOptions: (options) => {
    options.conditions = ['@mall/source'];
  },
  esbuildPlugins: [componentStylesheets],
  onSuccess: async () => {
    for (const path of stylesheets) {
      copyFileSync(path, `dist/${basename(path)}`);
    }
  },
});
