import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MallServer } from '../create-server';
import { appServer } from '../test-support/app-server';

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const INDEX =
  '<!doctype html><html><head><link rel="manifest" href="./manifest.webmanifest">' +
  '<link rel="stylesheet" href="./assets/index-abc.css"></head><body><div id="root"></div></body></html>';

describe("the files of the app's service worker", () => {
  const dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
  let server: MallServer;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-abc.css'), '.app{color:red}');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"mall"}');
    server = await appServer(dist, { PUBLIC_URL: 'http://localhost:8080', UPLOAD_MODE: 'local' }, INDEX);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the shell the worker keeps as the page itself: its stylesheet inside, its policy, never stale', async () => {
    const shell = await server.app.request('/index.html?__WB_REVISION__=1');
    expect(shell.status).toBe(200);
    const html = await shell.text();
    expect(html).toContain('<style>.app{color:red}</style>');
    expect(html).toContain('<link rel="manifest" href="./manifest.webmanifest">');
    // Its two scripts draw the banner kept on the device (`first-paint.test.ts`), allowed by hash.
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    expect(html).not.toContain('mall-first-screen');
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    const policy = directives(shell.headers.get('content-security-policy'));
    expect(policy.get('script-src')?.[0]).toBe("'self'");
    expect(policy.get('script-src')?.slice(1)).toHaveLength(2);
    expect(policy.get('style-src')?.[0]).toBe("'self'");
    expect(policy.get('style-src')?.[1]).toMatch(/^'sha256-/);
    // The same policy the page at `/` has, but for the scripts (each page's own, by hash).
    const page = directives((await server.app.request('/')).headers.get('content-security-policy'));
    for (const name of [
      'default-src',
      'img-src',
      'connect-src',
      'object-src',
      'base-uri',
      'frame-ancestors',
    ]) {
      expect(policy.get(name), name).toEqual(page.get(name));
    }
  });

  it('serves the worker to be asked for again at every start, under a policy that lets it fetch only from here', async () => {
    const worker = await server.app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toBe(
      "default-src 'none'; connect-src 'self' http://localhost:8080",
    );
    // A missing worker is a plain miss, with the policy of every other answer.
    rmSync(join(dist, 'sw.js'));
    const missing = await server.app.request('/sw.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('serves the manifest as one', async () => {
    const manifest = await server.app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toEqual({ name: 'mall' });
  });
});
