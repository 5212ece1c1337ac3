import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { ServerContext } from '../server-context';
import {
  pictureVariant,
  type ServedPicture,
  type VariantQuality,
  type VariantSize,
  variantFormat,
} from './picture-variants.service';
import { uploadRoot } from './upload.service';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/**
 * The path below the upload folder of a local upload's address (`${publicUrl}/uploads/…`), or none
 * when the address is not one or cannot be decoded.
 */
export function localUploadPath(server: ServerContext, url: string): string | undefined {
  if (!url.startsWith(`${server.publicUrl}/uploads/`)) {
    return undefined;
  }
  try {
    return decodeURIComponent(new URL(url).pathname.slice('/uploads/'.length));
  } catch {
    return undefined;
  }
}

/**
 * The picture to send for the upload at `relative` (below the upload folder), or undefined when
 * there is none: the path must resolve inside the folder and name a picture type the upload
 * accepts. With a `size`, the variant of that size in the type `accept` (an `Accept` header)
 * takes, at `quality` ({@link pictureVariant}); a variant that cannot be made is logged and answers
 * none.
 */
export async function servedPicture(
  server: ServerContext,
  relative: string,
  size: VariantSize | undefined,
  accept: string,
  quality: VariantQuality = 'full',
): Promise<ServedPicture | undefined> {
  const root = uploadRoot(server);
  const target = resolve(root, relative);
  const type = CONTENT_TYPES[extname(target).toLowerCase()];
  if (!type || !target.startsWith(root + sep) || relative.includes('\0')) {
    return undefined;
  }
  const found = await stat(target).catch(() => null);
  if (!found?.isFile()) {
    return undefined;
  }
  const format = size === undefined ? undefined : variantFormat(type, accept);
  if (size === undefined || format === undefined) {
    return { path: target, size: found.size, type };
  }
  const source = {
    relative: target.slice(root.length + 1),
    path: target,
    size: found.size,
    mtimeMs: found.mtimeMs,
    type,
  };
  try {
    return await pictureVariant(server, source, size, format, quality);
  } catch (error) {
    server.log.warn('picture variant failed', { path: source.relative, ...size, format, quality, error });
    return undefined;
  }
}
