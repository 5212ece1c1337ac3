#!/usr/bin/env node
// Bundles small consumers of the built kit (`dist`) with Vite, as an app would, and checks that
// each gets the stylesheets of the components it imports and not the others': a component's
// chunk imports its own `.css`, and `sideEffects` lets a bundler drop unused chunks with theirs.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));

/**
 * Each consumer's imports, the rules its CSS must hold in this order (the theme's base rules, then
 * what a component renders, then the component's own, which may override them at the same
 * specificity) and the rules it must not hold.
 */
const consumers = [
  {
    imports: ['Button'],
    has: ['.mall-theme-root', '.mall-button'],
    lacks: ['.mall-chat-composer', '.mall-address-form', '.mall-spec-picker', '.mall-confirm-dialog'],
  },
  {
    imports: ['GoodsActionBar'],
    has: ['.mall-theme-root', '.mall-badge', '.mall-goods-action-bar'],
    lacks: ['.mall-chat-composer', '.mall-swiper', '.mall-overlay', '.mall-button'],
  },
  {
    imports: ['ConfirmDialog'],
    has: ['.mall-theme-root', '.mall-button', '.mall-overlay', '.mall-confirm-dialog'],
    lacks: ['.mall-goods-card', '.mall-tab-bar'],
  },
];

/** The position of a selector's first rule in the CSS, or -1. */
function ruleAt(css, selector) {
  return new RegExp(`${selector.replace('.', '\\.')}(?:__|--|[\\s,{:.[>)])`).exec(css)?.index ?? -1;
}

let failed = false;
for (const consumer of consumers) {
  const code = `import { ${consumer.imports.join(', ')} } from '@mall/react-ui';\nconsole.log(${consumer.imports.join(', ')});\n`;
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: [{ find: /^@mall\/react-ui$/, replacement: entry }] },
    plugins: [
      {
        name: 'consumer',
        resolveId: (id) => (id === 'consumer.js' ? '\0consumer.js' : undefined),
        load: (id) => (id === '\0consumer.js' ? code : undefined),
      },
    ],
    build: { write: false, minify: false, rollupOptions: { input: 'consumer.js', external: [/^react/] } },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const css = files
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => String(file.source))
    .join('\n');
  const problems = [
    ...consumer.has.filter((selector) => ruleAt(css, selector) < 0).map((selector) => `lacks ${selector}`),
    ...consumer.lacks.filter((selector) => ruleAt(css, selector) >= 0).map((selector) => `has ${selector}`),
  ];
  const positions = consumer.has.map((selector) => ruleAt(css, selector));
  if (positions.some((position, index) => index > 0 && position < (positions[index - 1] ?? 0))) {
    problems.push(`not in the order ${consumer.has.join(', ')}`);
  }
  const name = `{ ${consumer.imports.join(', ')} }`;
  console.log(
    `${problems.length === 0 ? '✓' : '✖'} ${name}: ${(css.length / 1024).toFixed(1)} KB CSS${problems.length ? ` — ${problems.join(', ')}` : ''}`,
  );
  failed ||= problems.length > 0;
}
if (failed) {
  console.error('✖ a consumer of the built kit gets the wrong stylesheets');
  process.exit(1);
}
