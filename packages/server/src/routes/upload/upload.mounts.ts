import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { RouteMount } from '../../http/app';
import type { ServerContext } from '../../server-context';
import { uploadRoot } from '../../services/upload.service';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/**
 * `GET /uploads/*`: serves locally stored uploads, and nothing else. The path is resolved and must
 * stay inside the upload folder; only the picture types the upload accepts are served, with a
 * fixed type, `nosniff` and a CSP that lets nothing run. Anything else answers 404.
 */
export function uploadFilesMount(server: ServerContext): RouteMount {
  return (app) => {
    app.get('/uploads/*', async (context, next) => {
      const root = uploadRoot(server);
      let relative: string;
      try {
        relative = decodeURIComponent(new URL(context.req.url).pathname.slice('/uploads/'.length));
      } catch {
        return next();
      }
      const target = resolve(root, relative);
      const type = CONTENT_TYPES[extname(target).toLowerCase()];
      if (!type || !target.startsWith(root + sep) || relative.includes('\0')) {
        return next();
      }
      const found = await stat(target).catch(() => null);
      if (!found?.isFile()) {
        return next();
      }
      return context.body(new Uint8Array(await readFile(target)), 200, {
        'Content-Type': type,
        'Content-Length': String(found.size),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    });
  };
}
