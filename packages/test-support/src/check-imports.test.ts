import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findCrossings, moduleSpecifiers, packageFolderOf } from './check-imports.js';

const checkScript = join(dirname(fileURLToPath(import.meta.url)), 'check-imports.js');
const trees: string[] = [];

/** A small git work tree with `files` (path → text), as the check lists files through git. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'mall-check-imports-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const init = spawnSync('git', ['init', '-q'], { cwd: root });
  expect(init.status).toBe(0);
  return root;
}

/** The check run as `npm test` runs it, on `root`: its exit code and what it printed. */
function runCheck(root: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [checkScript, root], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const manifests = {
  'package.json': JSON.stringify({ name: 'mall', devDependencies: { '@mall/kit': 'workspace:*' } }),
  'packages/app/package.json': JSON.stringify({
    name: '@mall/app',
    dependencies: { '@mall/kit': 'workspace:*' },
  }),
  'packages/kit/package.json': JSON.stringify({ name: '@mall/kit' }),
  'tests/package.json': JSON.stringify({
    name: '@mall/e2e',
    devDependencies: { '@mall/app': 'workspace:*', '@mall/kit': 'workspace:*' },
  }),
};

afterEach(() => {
  for (const root of trees.splice(0)) {
    rmSync(root, { recursive: true, force: true });
  }
});

describe('the import check', () => {
  it('passes a tree whose packages reach each other only by their declared names', () => {
    const root = tree({
      ...manifests,
      'packages/kit/src/index.ts': "export { price } from './price';\nimport data from '../package.json';\n",
      'packages/kit/src/price.ts': 'export const price = 1;\n',
      'packages/app/src/main.ts': "import { price } from '@mall/kit';\nimport './style.css';\n",
      'tests/e2e/a.spec.ts': "import { price } from '@mall/kit/price';\nimport '../support';\n",
      'tests/support.ts': "import '@mall/app';\n",
      'scripts/run.mjs': "import { price } from '@mall/kit';\nimport './toolchain.mjs';\n",
    });
    const run = runCheck(root);
    expect(run.output).toContain('no import leaves its package folder');
    expect(run.status).toBe(0);
  });

  it('fails on a relative import into another package, naming the file and the path', () => {
    const root = tree({
      ...manifests,
      'packages/kit/src/story.ts': "import { start } from '../../app/src/start';\n",
      'packages/app/src/start.ts': 'export const start = 1;\n',
    });
    const run = runCheck(root);
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      "packages/kit/src/story.ts: '../../app/src/start' reaches packages/app/src/start, outside packages/kit/",
    );
  });

  it('fails on a root folder reaching into a package, and a package reaching the root scripts', () => {
    const root = tree({
      ...manifests,
      '.storybook/main.ts': "import '../packages/kit/src/styles.css';\n",
      'packages/kit/vitest.config.ts':
        "import options from '../../scripts/chromium.json' with { type: 'json' };\n",
    });
    const { crossings } = findCrossings(root);
    expect(crossings.map((crossing) => `${crossing.file} ${crossing.specifier}`)).toEqual([
      '.storybook/main.ts ../packages/kit/src/styles.css',
      'packages/kit/vitest.config.ts ../../scripts/chromium.json',
    ]);
  });

  it('fails on a workspace package its package.json does not declare', () => {
    const root = tree({
      ...manifests,
      'packages/kit/src/index.ts': "import { start } from '@mall/app';\n",
      'scripts/x.mjs': "await import('@mall/app/start');\n",
    });
    const run = runCheck(root);
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      "packages/kit/src/index.ts: '@mall/app' @mall/app is not declared in packages/kit/package.json",
    );
    expect(run.output).toContain(
      "scripts/x.mjs: '@mall/app/start' @mall/app is not declared in package.json",
    );
  });

  it('ignores files git ignores', () => {
    const root = tree({
      ...manifests,
      '.gitignore': 'dist/\n',
      'packages/kit/dist/index.js': "import '../../app/src/start.js';\n",
    });
    expect(findCrossings(root).crossings).toEqual([]);
  });
});

describe('the paths a file names', () => {
  it('reads every way of naming a module, and no other string', () => {
    const text = [
      '/// <reference path="../a/ref.d.ts" />',
      "import a from '../a/static';",
      "import type { B } from '../a/type-only';",
      "export * from '../a/re-export';",
      "import x = require('../a/import-equals');",
      "type T = typeof import('../a/type-import');",
      "const lazy = () => import('../a/dynamic');",
      "const c = require('../a/require');",
      "const r = require.resolve('../a/require-resolve');",
      "vi.mock('../a/mocked', () => ({}));",
      "vi.doMock('../a/do-mocked');",
      "await vi.importActual('../a/actual');",
      "const url = new URL('../a/url.json', import.meta.url);",
      "const other = new URL('../not-a-module', 'http://example.com/');",
      "const where = import.meta.resolve('../a/meta-resolve');",
      "const plain = '../not-a-module-either';",
      "// import '../a/commented';",
    ].join('\n');
    expect(moduleSpecifiers('x.ts', text)).toEqual([
      '../a/ref.d.ts',
      '../a/static',
      '../a/type-only',
      '../a/re-export',
      '../a/import-equals',
      '../a/type-import',
      '../a/dynamic',
      '../a/require',
      '../a/require-resolve',
      '../a/mocked',
      '../a/do-mocked',
      '../a/actual',
      '../a/url.json',
      '../a/meta-resolve',
    ]);
  });

  it('reads JSX and plain JavaScript files', () => {
    expect(moduleSpecifiers('a.tsx', "import b from './b';\nexport const A = () => <div />;\n")).toEqual([
      './b',
    ]);
    expect(moduleSpecifiers('a.mjs', "const b = await import('./b.mjs');\n")).toEqual(['./b.mjs']);
  });

  it('knows the package folders', () => {
    expect(packageFolderOf('packages/react-ui/src/index.ts')).toBe('packages/react-ui');
    expect(packageFolderOf('tests/e2e/a.spec.ts')).toBe('tests');
    expect(packageFolderOf('examples/vanilla-withdrawal/src/main.ts')).toBe('examples/vanilla-withdrawal');
    expect(packageFolderOf('scripts/test.mjs')).toBe('scripts');
    expect(packageFolderOf('.storybook/main.ts')).toBe('.storybook');
    expect(packageFolderOf('vitest.workspace.ts')).toBe('');
  });
});
