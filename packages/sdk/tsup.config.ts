import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

const publicEntries = {
  index: 'src/index.ts',
  'schemas/index': 'src/schemas/index.ts',
  'lifecycle/index': 'src/lifecycle/index.ts',
  'machines/index': 'src/machines/index.ts',
  'chat/index': 'src/chat/index.ts',
  'pictures/index': 'src/pictures/index.ts',
};

// `@mall/sdk/machines` re-exports each machine from a file of its own (`dist/machines/<module>.js`,
// an entry below), so a bundler sees only what the machines an app imports need. Bundled into
// one file instead, the entry would `import` every chunk any machine needs (esbuild keeps those
// imports for their side effects), and a bundler that splits code would then load, up front, the
// zod schemas a machine validates with through `import()` (the other machines import them).
const machinesIndex = resolve('src/machines/index.ts');
const machineModules = [
  ...readFileSync(machinesIndex, 'utf8').matchAll(/^export \{[^}]*\} from '\.\/([\w.-]+)';$/gm),
].map((match) => match[1] as string);

const machineModulesApart: Plugin = {
  name: 'machine-modules-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/[\w.-]+$/ }, (args) =>
      args.importer === machinesIndex ? { path: `${args.path}.js`, external: true } : undefined,
    );
  },
};

export default defineConfig({
  entry: {
    ...publicEntries,
    ...Object.fromEntries(machineModules.map((name) => [`machines/${name}`, `src/machines/${name}.ts`])),
  },
  format: ['esm'],
  dts: { entry: publicEntries, compilerOptions: { customConditions: [] } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  splitting: true,
  esbuildPlugins: [machineModulesApart],
});
