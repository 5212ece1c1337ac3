import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import type { RouteMount } from '../../http/app';
import type { ServerContext } from '../../server-context';
import { firstGoodsPicture, goodsIdOf } from '../../services/goods-first-picture';
import { createMicroCache } from '../../services/micro-cache';
import { pictureWidth, type VariantSize } from '../../services/picture-variants.service';
import { localUploadPath, servedPicture, uploadPathOf } from '../../services/served-picture';
import { answerUploadedVideo } from './video-answer';

/** Originals and their variants: an upload name is never written twice. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A goods item's first picture: the operator may change it, so it is kept a minute at most. */
const FIRST_PICTURE_CACHE = 'public, max-age=60';

/** Answers the upload at `relative` as {@link servedPicture} finds it, or undefined when there is none. */
async function answerPicture(
  server: ServerContext,
  context: Context,
  relative: string,
  size: VariantSize | undefined,
  cacheControl: string,
): Promise<Response | undefined> {
  const served = await servedPicture(server, relative, size, context.req.header('accept') ?? '');
  if (!served) {
    return undefined;
  }
  return context.body(new Uint8Array(await readFile(served.path)), 200, {
    'Content-Type': served.type,
    'Content-Length': String(served.size),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    'Cache-Control': cacheControl,
    ...(size === undefined ? {} : { Vary: 'Accept' }),
  });
}

/**
 * `?w=` and `&h=`: both absent, a width alone, or a width and a height, each one of the offered
 * sizes; `false` for anything else (another value, a height without a width).
 */
function askedSize(url: URL): VariantSize | undefined | false {
  const width = url.searchParams.get('w');
  const height = url.searchParams.get('h');
  if (width === null) {
    return height === null ? undefined : false;
  }
  const size = { width: pictureWidth(width), height: height === null ? undefined : pictureWidth(height) };
  if (size.width === undefined || (height !== null && size.height === undefined)) {
    return false;
  }
  return size.height === undefined ? { width: size.width } : { width: size.width, height: size.height };
}

/**
 * `GET /uploads/*`: serves locally stored uploads, and nothing else. The path is resolved and must
 * stay inside the upload folder; only the picture types the upload accepts are served, with a
 * fixed type, `nosniff` and a CSP that lets nothing run. Anything else answers 404.
 *
 * `?w=` (one of `PICTURE_WIDTHS` of `@mall/sdk/pictures`, any other width answers 404) answers the
 * picture at most that wide; `&h=` too (one of the same), the smallest at least that wide and that
 * tall (for a slot of fixed height the picture covers), never larger than the original. Both come
 * in AVIF or WebP when the browser's `Accept` takes them and in the
 * original's type otherwise (GIF: the original), with `Vary: Accept`. Upload names are never
 * written twice, so both the original and its variants are cached for a year.
 *
 * A goods video (`.webm`, `.mp4`) is served with its type and range requests, and `?poster`
 * answers its jpg frame at 1000 ms ({@link answerUploadedVideo}).
 *
 * `GET /pictures/goods/:id/first?w=&h=`: the first picture of a goods item, as `/uploads/*?w=&h=`
 * answers it, so that `index.html` can start fetching a shared goods link's largest picture before
 * the app knows the goods (cached a minute: the operator may change the picture). 404 when the
 * goods item is not on sale, has no picture, or its picture is not a local upload.
 */
export function uploadFilesMount(server: ServerContext): RouteMount {
  const firstPictures = createMicroCache({
    ttlMs: 1_000,
    maxEntries: 1_000,
    now: () => server.now().getTime(),
  });
  return (app) => {
    app.get('/uploads/*', async (context, next) => {
      const url = new URL(context.req.url);
      const relative = uploadPathOf(url.pathname);
      if (relative === undefined) {
        return next();
      }
      const video = await answerUploadedVideo(server, context, relative, url);
      if (video) {
        return video;
      }
      const size = askedSize(url);
      if (size === false) {
        return next();
      }
      return (await answerPicture(server, context, relative, size, IMMUTABLE)) ?? next();
    });
    app.get('/pictures/goods/:id/first', async (context, next) => {
      const id = goodsIdOf(context.req.param('id'));
      const size = askedSize(new URL(context.req.url));
      if (id === undefined || size === false) {
        return next();
      }
      const picture = await firstPictures.get(String(id), () => firstGoodsPicture(server, id));
      const relative = picture === undefined ? undefined : localUploadPath(server, picture);
      if (relative === undefined) {
        return next();
      }
      return (await answerPicture(server, context, relative, size, FIRST_PICTURE_CACHE)) ?? next();
    });
  };
}
