#!/usr/bin/env node
// What an app pays for @mall/sdk: tiny consumer files are bundled against the built `dist` the way
// a consumer's bundler does (esbuild: minify, tree-shaking, code splitting, `sideEffects: false`
// honoured), and the gzip size of what each one loads at start is printed. Chunks reached only
// through a dynamic `import()` (the upload) load when used and are not counted. A figure past its
// budget fails the script (and so `npm test`, which builds first).
//
//   node scripts/size.mjs         figures and budgets
//   node scripts/size.mjs --why   also the biggest modules of each figure, bundled the same way
//                                 from `src` (the `@mall/source` condition), to see what to cut
//   node scripts/size.mjs --package DIR   measures the built package in DIR instead (e.g. an older
//                                 commit's build, for before/after figures in one run)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageArgument = process.argv.indexOf('--package');
const packageDir =
  packageArgument > 0
    ? resolve(process.argv[packageArgument + 1] ?? '.')
    : join(dirname(fileURLToPath(import.meta.url)), '..');
const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const KB = 1024;

/**
 * The consumers. `export … from` keeps what is imported alive, as an app that uses it would;
 * `export *` takes a whole entry. `budget`: the script fails past it. A machine's budget is the
 * 15 KB of DESIGN §3, xstate included: the reference line is the xstate runtime the machines use
 * (`setup`, which they do not call, would be 12.9 KB by itself), and a machine loads its form's
 * zod schema with `import()` on the first submit (not counted, like the upload), so what is left
 * is the machine's own code and the few helpers it needs (see README, "Sizes").
 */
const CONSUMERS = [
  { name: 'core: every export of @mall/sdk', code: "export * from '@mall/sdk';", budget: 8 * KB },
  {
    name: 'core: a client (createMallClient, createLocalStorage, ApiError)',
    code: "export { ApiError, createLocalStorage, createMallClient } from '@mall/sdk';",
    budget: 8 * KB,
  },
  {
    name: "one call's schema (orderCreateRequestSchema)",
    code: "export { orderCreateRequestSchema } from '@mall/sdk/schemas';",
    budget: 15 * KB,
  },
  {
    name: "one area's call schemas (orderCalls)",
    code: "export { orderCalls } from '@mall/sdk/schemas';",
    budget: 15 * KB,
  },
  {
    name: 'reference: the xstate runtime a machine needs (createMachine, assign, fromPromise, assertEvent, createActor)',
    code: "export { assertEvent, assign, createActor, createMachine, fromPromise } from 'xstate';",
  },
  {
    name: 'one machine (withdrawalMachine)',
    code: "export { withdrawalMachine } from '@mall/sdk/machines';",
    budget: 15 * KB,
  },
  {
    name: 'one machine (feedbackMachine)',
    code: "export { feedbackMachine } from '@mall/sdk/machines';",
    budget: 15 * KB,
  },
  {
    name: 'the chat client (createChatClient, parseCsMessage)',
    code: "export { createChatClient, parseCsMessage } from '@mall/sdk/chat';",
    budget: 24 * KB,
  },
  {
    name: 'pictures: every export of @mall/sdk/pictures',
    code: "export * from '@mall/sdk/pictures';",
    budget: 1 * KB,
  },
  { name: 'every export of @mall/sdk/lifecycle', code: "export * from '@mall/sdk/lifecycle';" },
  { name: 'every export of @mall/sdk/schemas', code: "export * from '@mall/sdk/schemas';" },
  { name: 'every export of @mall/sdk/machines', code: "export * from '@mall/sdk/machines';" },
  { name: 'every export of @mall/sdk/chat', code: "export * from '@mall/sdk/chat';" },
];

/** Resolves `@mall/sdk[/sub]` through the package's own `exports` map, to `dist` or `src`. */
function sdkResolver(condition) {
  return {
    name: 'mall-sdk',
    setup(builder) {
      builder.onResolve({ filter: /^consumer:/ }, (args) => ({ path: args.path, namespace: 'consumer' }));
      builder.onLoad({ filter: /.*/, namespace: 'consumer' }, (args) => ({
        contents: CONSUMERS[Number(args.path.slice('consumer:'.length))].code,
        resolveDir: packageDir,
        loader: 'js',
      }));
      builder.onResolve({ filter: /^@mall\/sdk(\/.*)?$/ }, (args) => {
        const subpath = `.${args.path.slice('@mall/sdk'.length)}`;
        const target = packageJson.exports[subpath]?.[condition];
        if (!target) {
          return { errors: [{ text: `@mall/sdk has no export ${subpath}` }] };
        }
        return { path: join(packageDir, target) };
      });
    },
  };
}

/** Bundles one consumer; answers the bytes it loads at start and the modules they came from. */
async function measure(index, condition = 'default') {
  const result = await build({
    entryPoints: [`consumer:${index}`],
    bundle: true,
    splitting: true,
    outdir: join(packageDir, '.size'),
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    // `module` is what consumers' bundlers pick (xstate's ESM build); naming conditions drops esbuild's default.
    conditions: condition === 'default' ? ['module'] : [condition, 'module'],
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [sdkResolver(condition)],
  });
  const outputs = result.metafile.outputs;
  const contents = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  const entryPath = Object.keys(outputs).find((path) => outputs[path].entryPoint !== undefined);
  // The entry's chunk and every chunk it imports statically, however deep.
  const loaded = new Set();
  const visit = (path) => {
    if (loaded.has(path)) {
      return;
    }
    loaded.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'import-statement' && !imported.external) {
        visit(imported.path);
      }
    }
  };
  visit(entryPath);
  const code = Buffer.concat(
    [...loaded].map((path) =>
      Buffer.from(contents.get(join(process.cwd(), path)) ?? contents.get(path) ?? []),
    ),
  );
  const modules = new Map();
  for (const path of loaded) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[path].inputs)) {
      modules.set(input, (modules.get(input) ?? 0) + bytesInOutput);
    }
  }
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length, modules };
}

const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

async function main() {
  const why = process.argv.includes('--why');
  const over = [];
  for (const [index, consumer] of CONSUMERS.entries()) {
    const { minified, gzip } = await measure(index);
    let line = `${consumer.name}: ${formatKb(minified)} minified, ${formatKb(gzip)} gzip (${gzip} B)`;
    if (consumer.budget !== undefined) {
      const within = gzip <= consumer.budget;
      if (!within) {
        over.push(consumer.name);
      }
      line += ` — budget ${formatKb(consumer.budget)}: ${within ? 'within' : 'OVER'}`;
    }
    console.log(line);
    if (why) {
      const { modules } = await measure(index, '@mall/source');
      const biggest = [...modules].filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1]);
      for (const [input, bytes] of biggest.slice(0, 15)) {
        console.log(
          `    ${String(bytes).padStart(7)} B  ${input.replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')}`,
        );
      }
      if (biggest.length > 15) {
        console.log(`    … ${biggest.length - 15} more modules`);
      }
    }
  }
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.join('; ')}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
