import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'schemas/index': 'src/schemas/index.ts',
    'lifecycle/index': 'src/lifecycle/index.ts',
    'machines/index': 'src/machines/index.ts',
    'chat/index': 'src/chat/index.ts',
    'pictures/index': 'src/pictures/index.ts',
  },
  format: ['esm'],
  dts: { compilerOptions: { customConditions: [] } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  splitting: true,
});
