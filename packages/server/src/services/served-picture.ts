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

/** The path below the upload folder that a request's `/uploads/…` path names, or none when it cannot be decoded. */
export function uploadPathOf(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname.slice('/uploads/'.length));
  } catch {
    return undefined;
  }
}

/**
 * The path below the upload folder of a local upload's address (`${publicUrl}/uploads/…`), or none
 * when the address is not one or cannot be decoded.
 */
export function localUploadPath(server: ServerContext, url: string): string | undefined {
  return url.startsWith(`${server.publicUrl}/uploads/`) ? uploadPathOf(new URL(url).pathname) : undefined;
}

/** A file among the uploads: where it is, below the upload folder and on disk, its length, time and type. */
export interface UploadedFile extends ServedPicture {
  relative: string;
  mtimeMs: number;
}

/**
 * The upload at `relative` (below the upload folder) when it is a file of one of `types` (content
 * types by lower-case extension), or undefined: the path must resolve inside the folder.
 */
export async function uploadedFile(
  server: ServerContext,
  relative: string,
  types: Record<string, string>,
): Promise<UploadedFile | undefined> {
  const root = uploadRoot(server);
  const target = resolve(root, relative);
  const type = types[extname(target).toLowerCase()];
  if (!type || !target.startsWith(root + sep) || relative.includes('\0')) {
    return undefined;
  }
  const found = await stat(target).catch(() => null);
  return found?.isFile()
    ? {
        relative: target.slice(root.length + 1),
        path: target,
        size: found.size,
        mtimeMs: found.mtimeMs,
        type,
      }
    : undefined;
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
  const source = await uploadedFile(server, relative, CONTENT_TYPES);
  if (!source) {
    return undefined;
  }
  const format = size === undefined ? undefined : variantFormat(source.type, accept);
  if (size === undefined || format === undefined) {
    return { path: source.path, size: source.size, type: source.type };
  }
  try {
    return await pictureVariant(server, source, size, format, quality);
  } catch (error) {
    server.log.warn('picture variant failed', { path: source.relative, ...size, format, quality, error });
    return undefined;
  }
}
