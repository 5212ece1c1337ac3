import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type MallServer } from '../create-server';
import { parseEnv } from '../env';
import { appStaticMount } from './app-static';
import { designerFolderMounts, fileInFolder, folderStaticMount } from './folder-static';
import { inlineHash } from './security-headers';

const CONFIG_SCRIPT = "window.CONFIG_TYPE = 'PRODUCTION';";
const STORYBOOK_INDEX = `<!doctype html><html><head><script>${CONFIG_SCRIPT}</script><script type="module" src="./sb-manager/runtime.js"></script></head><body></body></html>`;

describe('a built folder under a path of its own', () => {
  const base = mkdtempSync(join(tmpdir(), 'mall-folder-'));
  const storybook = join(base, 'storybook-static');
  const appDist = join(base, 'app');
  let server: MallServer;
  beforeAll(async () => {
    mkdirSync(join(storybook, 'sb-manager'), { recursive: true });
    mkdirSync(appDist);
    writeFileSync(join(storybook, 'index.html'), STORYBOOK_INDEX);
    writeFileSync(join(storybook, 'sb-manager', 'runtime.js'), 'console.log("manager")');
    writeFileSync(join(base, 'secret.txt'), 'not for the web');
    // A link in the folder to a file outside it.
    symlinkSync(join(base, 'secret.txt'), join(storybook, 'linked.txt'));
    writeFileSync(join(appDist, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
    const env = parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10', APP_DIST_DIR: appDist });
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    server = await createServer({
      env,
      database: { kind: 'pglite' },
      log: quiet,
      mounts: (context) => [
        folderStaticMount(context, { prefix: '/storybook', root: storybook }),
        folderStaticMount(context, { prefix: '/reference', root: join(base, 'not-built') }),
        appStaticMount(context),
      ],
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('serves index.html for the folder, with a policy that runs its own inline script', async () => {
    const index = await server.app.request('/storybook/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toBe(STORYBOOK_INDEX);
    const policy = index.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${inlineHash(CONFIG_SCRIPT)}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect((await server.app.request('/storybook/index.html')).status).toBe(200);
    const bare = await server.app.request('/storybook');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/storybook/');
  });

  it('serves an asset with its type', async () => {
    const asset = await server.app.request('/storybook/sb-manager/runtime.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(await asset.text()).toBe('console.log("manager")');
  });

  it('answers 404 for a missing file, and for a folder that is not built', async () => {
    expect((await server.app.request('/storybook/missing.js')).status).toBe(404);
    expect((await server.app.request('/reference/')).status).toBe(404);
  });

  it('never serves a file outside the folder', async () => {
    for (const path of [
      '/storybook/../secret.txt',
      '/storybook/..%2fsecret.txt',
      '/storybook/%2e%2e/secret.txt',
      '/storybook/sb-manager/..%2f..%2fsecret.txt',
      '/storybook/%00',
      '/storybook/linked.txt',
    ]) {
      const answer = await server.app.request(path);
      expect(answer.status, path).not.toBe(200);
      expect(await answer.text(), path).not.toContain('not for the web');
    }
    expect(fileInFolder(storybook, '../secret.txt')).toBeUndefined();
    expect(fileInFolder(storybook, '..%2Fsecret.txt')).toBeUndefined();
    expect(fileInFolder(storybook, 'sb-manager/%2e%2e/%2e%2e/secret.txt')).toBeUndefined();
    expect(fileInFolder(storybook, 'linked.txt')).toBeUndefined();
    expect(fileInFolder(storybook, 'sb-manager/runtime.js')).toBe(
      join(storybook, 'sb-manager', 'runtime.js'),
    );
  });

  it('serves neither folder in production', () => {
    expect(designerFolderMounts(server.context, { NODE_ENV: 'production' })).toEqual([]);
    expect(designerFolderMounts(server.context, { NODE_ENV: 'development' })).toHaveLength(2);
  });

  it("leaves the app's page and the API their own policies", async () => {
    const app = await server.app.request('/');
    expect(await app.text()).toContain('app');
    const appPolicy = app.headers.get('content-security-policy') ?? '';
    expect(appPolicy).toContain("script-src 'self'");
    expect(appPolicy).not.toContain('unsafe-inline');
    expect(appPolicy).not.toContain(inlineHash(CONFIG_SCRIPT));
    const api = await server.app.request('/api/app/info/banner/list', { method: 'POST' });
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
