import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type MallServer } from '../create-server';
import { parseEnv } from '../env';
import { appStaticMount } from './app-static';

describe('the built app on the same origin', () => {
  const dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
  let server: MallServer;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>mall</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'home-abc123.js'), 'console.log("home")');
    const env = parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10', APP_DIST_DIR: dist });
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    server = await createServer({
      env,
      database: { kind: 'pglite' },
      log: quiet,
      mounts: (context) => [appStaticMount(context)],
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and hashed assets with a long cache, next to the API', async () => {
    const index = await server.app.request('/');
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root">');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const asset = await server.app.request('/assets/home-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const api = await server.app.request('/api/app/info/banner/list', { method: 'POST' });
    expect(((await api.json()) as { code: number }).code).toBe(1000);
    const missingRoute = await server.app.request('/api/app/no/such', { method: 'POST' });
    expect(missingRoute.status).toBe(404);
  });
});
