/**
 * The published packages as another team gets them: `@mall/sdk` and `@mall/react-ui` packed
 * (`pnpm pack`, what `npm publish` would upload) and installed with npm into an empty project
 * outside the workspace that first installed the registry's newest zod 4 and xstate 5 (at least
 * the workspace's versions). It checks that:
 * - the packed SDK asks for version ranges, not exact versions, and the project holds one copy of
 *   zod and of xstate, the team's, which the SDK resolves (`checkOneCopy`);
 * - the team's code type-checks against the packed types under `moduleResolution` NodeNext and
 *   bundler (the SDK's entries, a machine, and a kit component in TSX);
 * - a Node script of the team signs in, orders and pays against the real reference server (the
 *   demo shop), paying through the SDK's order machine;
 * - each tarball holds no tests, type tests, fixtures or stories, and a source map beside every
 *   built script and type declarations (`checkContents`).
 * Run by `npm test` after the packages are built: `pnpm --filter @mall/e2e consumer`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startMallServer } from '../mall-server';

const OPERATOR_TOKEN = 'consumer-operator-token-0123456789abcdef';

function sh(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

const versionOf = (folder: string) =>
  (JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { version: string }).version;
const rootDevDependency = (name: string) =>
  (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    }
  ).devDependencies[name] ?? 'latest';

/** The team's script: sign in as the demo shopper, order the first goods, pay through the machine. */
const SHOP_TS = `import { ApiError, createMallClient, createMemoryStorage, formatMoney, toCents } from '@mall/sdk';
import { ORDER_STATUS } from '@mall/sdk/lifecycle';
import { orderMachine } from '@mall/sdk/machines';
import { responseValidators } from '@mall/sdk/schemas';
import { createActor, waitFor } from 'xstate';

const client = createMallClient({
  baseURL: \`\${process.env.MALL_URL}/api\`,
  storage: createMemoryStorage(),
  locale: 'en',
  responseValidators,
});
await client.user.login.password({ phone: 'demo', password: 'demo1234' });
const before = toCents((await client.user.info.person()).balance ?? 0);
const address = await client.user.address.default();
if (!address) throw new Error('the demo shopper has no default address');
const goods = (await client.goods.info.page({ page: 1, size: 1 })).list[0];
if (!goods) throw new Error('no goods');
const detail = await client.goods.info.info({ id: goods.id });
const spec = detail.specs[0];
if (!spec) throw new Error('no spec');
const order = await client.order.info.create({
  goodsList: [{ goodsId: goods.id, specId: spec.id, count: 1 }],
  addressId: address.id,
});
const actor = createActor(orderMachine, { input: { client, orderId: order.id } }).start();
await waitFor(actor, (state) => state.context.order?.status === ORDER_STATUS.waitingPay);
actor.send({ type: 'order.pay' });
const paid = await waitFor(actor, (state) => state.context.order?.status === ORDER_STATUS.waitingShip, { timeout: 10_000 });
const after = toCents((await client.user.info.person()).balance ?? 0);
const price = toCents(paid.context.order?.payPrice ?? 0);
if (before - after !== price) throw new Error(\`balance \${before} -> \${after}, paid \${price}\`);
try {
  await client.order.pay.accountPay({ orderId: order.id });
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
}
console.log(\`paid order \${order.id}: \${formatMoney(price, { symbol: '¥', locale: 'en' })}, balance \${formatMoney(after, { symbol: '¥', locale: 'en' })}\`);
`;

/** The team's page: a kit component, type-checked only (the kit's styles need a bundler). */
const KIT_TSX = `import { Price } from '@mall/react-ui';
import type { MallClient } from '@mall/sdk';

export function Total({ client, cents }: { client: MallClient; cents: number }) {
  void client;
  return <Price value={cents} currencySymbol="¥" size="large" />;
}
`;

const tsconfig = (module: string, moduleResolution: string, outDir?: string) =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module,
      moduleResolution,
      lib: ['ES2022', 'DOM'],
      types: ['node'],
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: false,
      ...(outDir ? { outDir } : { noEmit: true }),
    },
    files: outDir ? ['shop.ts'] : ['shop.ts', 'kit.tsx'],
  });

/** The packages the SDK shares with the team's project: one copy each, the team's. */
const SHARED = ['zod', 'xstate'];

const installedVersion = (folder: string, name: string) =>
  (
    JSON.parse(readFileSync(join(folder, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** Compares two `x.y.z` versions: negative when `a` is older. */
function compareVersions(a: string, b: string): number {
  const [pa, pb] = [a, b].map((version) => version.split('-')[0]?.split('.').map(Number) ?? []);
  for (let index = 0; index < 3; index += 1) {
    const difference = (pa?.[index] ?? 0) - (pb?.[index] ?? 0);
    if (difference !== 0) {
      return difference;
    }
  }
  return 0;
}

/**
 * Exactly one copy of each shared package in the project (`npm query`), the one the team installed
 * first, and the SDK resolves it (`npm ls`: its zod and xstate are the project's, deduped).
 */
function checkOneCopy(work: string, teams: Record<string, string | undefined>) {
  for (const name of SHARED) {
    const copies = JSON.parse(sh('npm', ['query', `#${name}`], work)) as {
      version: string;
      location: string;
    }[];
    const found = copies.map((copy) => `${copy.version} at ${copy.location}`).join(', ');
    console.log(`${name}: ${found}`);
    if (
      copies.length !== 1 ||
      copies[0]?.version !== teams[name] ||
      copies[0]?.location !== `node_modules/${name}`
    ) {
      throw new Error(
        `${name} in the team's project: ${found}; expected one copy, the team's ${teams[name]}`,
      );
    }
  }
  type Tree = { version?: string; dependencies?: Record<string, Tree> };
  const tree = JSON.parse(sh('npm', ['ls', ...SHARED, '--all', '--json'], work)) as Tree;
  const sdk = tree.dependencies?.['@mall/sdk']?.dependencies ?? {};
  for (const name of SHARED) {
    if (sdk[name]?.version !== teams[name]) {
      throw new Error(`@mall/sdk resolves ${name} ${sdk[name]?.version}, not the team's ${teams[name]}`);
    }
  }
}

/** What a published tarball must not hold: tests, type tests, fixtures, stories and their support. */
const NOT_PUBLISHED =
  /\.(test|test-d|stories)\.[cm]?[jt]sx?$|\/(test-support|story-support|fixtures?|__screenshots__)\//;

/**
 * A packed tarball's files (`package/...`): none a team should not download, and beside each
 * built script its source map and the types its entries point to. Prints what it holds.
 */
function checkContents(file: string, paths: string[]) {
  const files = paths.map((path) => path.replace(/^package\//, ''));
  const refused = files.filter((path) => NOT_PUBLISHED.test(path));
  const scripts = files.filter((path) => /^dist\/.*\.[cm]?js$/.test(path));
  const unmapped = scripts.filter((path) => !files.includes(`${path}.map`));
  const types = files.filter((path) => /\.d\.[cm]?ts$/.test(path));
  const problems = [
    ...refused.map((path) => `${path} is not for publishing`),
    ...unmapped.map((path) => `${path} has no source map`),
    ...(scripts.length === 0 ? ['no built scripts'] : []),
    ...(types.length === 0 ? ['no type declarations'] : []),
  ];
  if (problems.length > 0) {
    throw new Error(`${file}:\n${problems.join('\n')}`);
  }
  const top = (folder: string) => files.filter((path) => path.startsWith(`${folder}/`)).length;
  console.log(
    `${file}: ${files.length} files (dist ${top('dist')}, src ${top('src')}), ${scripts.length} scripts each with its map, ` +
      `${types.length} type declarations; no tests, fixtures or stories`,
  );
}

/** The check refuses what it should: a tarball with a test, or a script without its map. */
function checkTheCheck() {
  for (const planted of ['package/src/money.test.ts', 'package/dist/orphan.js']) {
    const paths = ['package/dist/index.js', 'package/dist/index.js.map', 'package/dist/index.d.ts', planted];
    let refused = false;
    try {
      checkContents('planted.tgz', paths);
    } catch {
      refused = true;
    }
    if (!refused) {
      throw new Error(`the tarball check let ${planted} through`);
    }
  }
}

async function main() {
  checkTheCheck();
  const work = mkdtempSync(join(tmpdir(), 'mall-consumer-'));
  try {
    for (const folder of ['packages/sdk', 'packages/react-ui']) {
      sh('pnpm', ['pack', '--pack-destination', work], join(root, folder));
    }
    for (const file of readdirSync(work).filter((entry) => entry.endsWith('.tgz'))) {
      checkContents(file, sh('tar', ['-tzf', file], work).trim().split('\n'));
    }
    const tarball = (name: string, folder: string) => {
      const file = readdirSync(work).find((entry) => entry === `mall-${name}-${versionOf(folder)}.tgz`);
      if (!file) {
        throw new Error(`no tarball of @mall/${name} in ${readdirSync(work).join(', ')}`);
      }
      return `file:./${file}`;
    };
    const packedFile = (name: string) => tarball(name, `packages/${name}`).replace('file:./', './');
    writeFileSync(
      join(work, 'package.json'),
      JSON.stringify({
        name: 'a-team',
        private: true,
        type: 'module',
        dependencies: { react: '^19', 'react-dom': '^19' },
        devDependencies: {
          '@types/node': rootDevDependency('@types/node'),
          '@types/react': '^19',
          typescript: rootDevDependency('typescript'),
        },
      }),
    );
    // What the packed SDK asks for: ranges, so a team's newer compatible zod or xstate serves both.
    sh('tar', ['-xzf', tarball('sdk', 'packages/sdk').replace('file:./', ''), 'package/package.json'], work);
    const packed = JSON.parse(readFileSync(join(work, 'package/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const pinned = Object.entries(packed.dependencies).filter(([, range]) => /^\d/.test(range));
    if (pinned.length > 0) {
      throw new Error(`the packed SDK pins exact versions: ${JSON.stringify(Object.fromEntries(pinned))}`);
    }
    console.log(`@mall/sdk asks for ${JSON.stringify(packed.dependencies)}`);
    // The team's project first: the newest zod 4 and xstate 5 of the registry, then the tarballs.
    sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', 'zod@^4', 'xstate@^5'], work);
    const teams = Object.fromEntries(SHARED.map((name) => [name, installedVersion(work, name)]));
    for (const name of SHARED) {
      const workspace = installedVersion(join(root, 'packages/sdk'), name);
      if (compareVersions(teams[name] ?? '0', workspace) < 0) {
        throw new Error(`the team's ${name} ${teams[name]} is older than the workspace's ${workspace}`);
      }
      const newer = teams[name] === workspace ? 'the same as' : 'newer than';
      console.log(
        `the team's ${name} ${teams[name]}: the registry's newest, ${newer} the workspace's ${workspace}`,
      );
    }
    sh(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', ...['sdk', 'react-ui'].map(packedFile)],
      work,
    );
    checkOneCopy(work, teams);
    writeFileSync(join(work, 'shop.ts'), SHOP_TS);
    writeFileSync(join(work, 'kit.tsx'), KIT_TSX);
    writeFileSync(join(work, 'tsconfig.nodenext.json'), tsconfig('NodeNext', 'NodeNext'));
    writeFileSync(join(work, 'tsconfig.bundler.json'), tsconfig('ESNext', 'bundler'));
    writeFileSync(join(work, 'tsconfig.run.json'), tsconfig('NodeNext', 'NodeNext', 'out'));
    const tsc = join(work, 'node_modules/typescript/bin/tsc');
    for (const config of ['tsconfig.nodenext.json', 'tsconfig.bundler.json', 'tsconfig.run.json']) {
      sh(process.execPath, [tsc, '-p', config], work);
    }
    const server = await startMallServer({ OPERATOR_TOKEN });
    try {
      const printed = sh(process.execPath, ['out/shop.js'], work, { MALL_URL: server.baseURL });
      console.log(printed.trim());
    } finally {
      await server.stop();
    }
    console.log('consumer: the packed packages install, type-check and order and pay outside the workspace');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
