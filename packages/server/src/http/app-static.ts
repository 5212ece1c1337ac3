import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ServerContext } from '../server-context';
import type { RouteMount } from './app';

/** Where the built app is looked for by default: `packages/app/dist`. */
export function defaultAppDistDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../app/dist');
}

/**
 * Serves the built shopper app at `/` when it exists, so one origin answers app and API. The app
 * routes by hash, so only real files and `index.html` are served.
 */
export function appStaticMount(server: ServerContext): RouteMount {
  const root = server.env.APP_DIST_DIR ?? defaultAppDistDir();
  const indexFile = join(root, 'index.html');
  return (app) => {
    if (!existsSync(indexFile)) {
      server.log.info('no built app to serve', { root });
      return;
    }
    const index = readFileSync(indexFile, 'utf8');
    app.get('/', (context) => context.html(index, 200, { 'Cache-Control': 'no-cache' }));
    // Built assets carry a content hash in their names: they never change under one name.
    app.use('/assets/*', async (context, next) => {
      await next();
      if (context.res.status === 200) {
        context.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      }
    });
    app.use('/*', serveStatic({ root }));
  };
}
