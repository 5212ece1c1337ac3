import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { RouteMount } from '../../http/app';
import type { ServerContext } from '../../server-context';
import {
  pictureVariant,
  pictureWidth,
  type ServedPicture,
  variantFormat,
} from '../../services/picture-variants.service';
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
 *
 * `?w=` (one of `PICTURE_WIDTHS` of `@mall/sdk/pictures`, any other width answers 404) answers the
 * picture at most that wide, in AVIF or WebP when the browser's `Accept` takes them and in the
 * original's type otherwise (GIF: the original), with `Vary: Accept`. Upload names are never
 * written twice, so both the original and its variants are cached for a year.
 */
export function uploadFilesMount(server: ServerContext): RouteMount {
  return (app) => {
    app.get('/uploads/*', async (context, next) => {
      const root = uploadRoot(server);
      const url = new URL(context.req.url);
      let relative: string;
      try {
        relative = decodeURIComponent(url.pathname.slice('/uploads/'.length));
      } catch {
        return next();
      }
      const target = resolve(root, relative);
      const type = CONTENT_TYPES[extname(target).toLowerCase()];
      if (!type || !target.startsWith(root + sep) || relative.includes('\0')) {
        return next();
      }
      const asked = url.searchParams.get('w');
      const width = asked === null ? undefined : pictureWidth(asked);
      if (asked !== null && width === undefined) {
        return next();
      }
      const found = await stat(target).catch(() => null);
      if (!found?.isFile()) {
        return next();
      }
      let served: ServedPicture = { path: target, size: found.size, type };
      const format =
        width === undefined ? undefined : variantFormat(type, context.req.header('accept') ?? '');
      if (width !== undefined && format !== undefined) {
        const source = {
          relative: target.slice(root.length + 1),
          path: target,
          size: found.size,
          mtimeMs: found.mtimeMs,
          type,
        };
        try {
          served = await pictureVariant(server, source, width, format);
        } catch (error) {
          server.log.warn('picture variant failed', { path: source.relative, width, format, error });
          return next();
        }
      }
      return context.body(new Uint8Array(await readFile(served.path)), 200, {
        'Content-Type': served.type,
        'Content-Length': String(served.size),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        'Cache-Control': 'public, max-age=31536000, immutable',
        ...(width === undefined ? {} : { Vary: 'Accept' }),
      });
    });
  };
}
