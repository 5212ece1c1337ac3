import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PICTURE_WIDTHS, type PictureWidth } from '@mall/sdk/pictures';
import sharp, { type Sharp } from 'sharp';
import { acceptedValues } from '../http/accept-header';
import type { ServerContext } from '../server-context';

/** The types a variant is written in: the modern two, or the original's own. */
export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

const VARIANT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The original types a variant can be made of, and the type its fallback keeps. */
const FALLBACK_FORMATS: Record<string, VariantFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Where generated variants are kept: `${DATA_DIR}/upload-variants`, beside the upload folder and
 * outside it (a backup takes the uploads, not what can be made again from them).
 */
export function variantRoot(server: ServerContext): string {
  return resolve(server.env.DATA_DIR, 'upload-variants');
}

/** `?w=` (or `&h=`) as one of the offered sizes, or undefined for anything else. */
export function pictureWidth(value: string): PictureWidth | undefined {
  return PICTURE_WIDTHS.find((width) => String(width) === value);
}

/**
 * The type a variant of an original of `originalType` is sent in: AVIF when the browser takes it,
 * else WebP, else the original's own type. Undefined when no variant is made of that type (GIF:
 * its frames would be lost), so the original is sent.
 */
export function variantFormat(originalType: string, accept: string): VariantFormat | undefined {
  const fallback = FALLBACK_FORMATS[originalType];
  if (!fallback) {
    return undefined;
  }
  const types = acceptedValues(accept);
  return types.has('image/avif') ? 'avif' : types.has('image/webp') ? 'webp' : fallback;
}

/** A picture file as served: where it is, how long, which type. */
export interface ServedPicture {
  path: string;
  size: number;
  type: string;
}

/** What a variant is made of: the original's path below the upload folder, and its file. */
export interface VariantSource {
  relative: string;
  path: string;
  size: number;
  mtimeMs: number;
  type: string;
}

/** Variants being written by this server, by cache path: a second request waits for the first. */
const pending = new WeakMap<ServerContext, Map<string, Promise<ServedPicture>>>();
/** How many variants each server has encoded (read by the tests). */
const encodings = new WeakMap<ServerContext, number>();

/** How many variants this server has encoded since it started. */
export function variantEncodings(server: ServerContext): number {
  return encodings.get(server) ?? 0;
}

/**
 * How a variant is encoded: `full`, as pages show it; `preview`, a stand-in of a few kilobytes that a
 * page carries inside itself and draws until the full variant has loaded (`http/page-inlines.ts`).
 */
export type VariantQuality = 'full' | 'preview';

/** The encoders' quality settings (0–100) for each kind of variant; PNG keeps its palette. */
const QUALITY: Record<VariantQuality, Record<Exclude<VariantFormat, 'png'>, number>> = {
  full: { avif: 55, webp: 80, jpeg: 82 },
  preview: { avif: 20, webp: 30, jpeg: 40 },
};

function encoder(format: VariantFormat, image: Sharp, quality: VariantQuality): Sharp {
  switch (format) {
    case 'avif':
      // Effort 2 of 9: a 750-pixel picture encodes in tens of milliseconds on one core.
      return image.avif({ quality: QUALITY[quality].avif, effort: 2 });
    case 'webp':
      return image.webp({ quality: QUALITY[quality].webp });
    case 'jpeg':
      return image.jpeg({ quality: QUALITY[quality].jpeg, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9, palette: true });
    default:
      return format satisfies never;
  }
}

/** Encodes the variant into `target`: under a temporary name, renamed once whole. */
async function encode(
  server: ServerContext,
  source: VariantSource,
  size: VariantSize,
  format: VariantFormat,
  quality: VariantQuality,
  target: string,
): Promise<ServedPicture> {
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    // With a height, the smallest picture at least that wide and that tall (`outside`): it covers a
    // slot of that size without being cropped here.
    const image = sharp(source.path, { limitInputPixels: server.env.UPLOAD_MAX_PIXELS }).resize({
      width: size.width,
      ...(size.height === undefined ? {} : { height: size.height, fit: 'outside' as const }),
      withoutEnlargement: true,
    });
    const written = await encoder(format, image, quality).toFile(temporary);
    encodings.set(server, variantEncodings(server) + 1);
    let bytes = written.size;
    if (VARIANT_TYPES[format] === source.type && bytes >= source.size) {
      // Re-encoding in the original's own type gained nothing (a small original): keep its bytes.
      await copyFile(source.path, temporary);
      bytes = source.size;
    }
    await rename(temporary, target);
    return { path: target, size: bytes, type: VARIANT_TYPES[format] };
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** The size a variant is made at: `width` wide, and with a `height` at least that tall as well. */
export interface VariantSize {
  width: PictureWidth;
  height?: PictureWidth;
}

/**
 * The variant of an upload `size.width` pixels wide (never wider than the original; with a
 * `size.height`, the smallest at least that wide and that tall, never larger than the original) in `format` at
 * `quality`, made once and kept in {@link variantRoot}. Its cache name carries the original's size
 * and time, so a replaced original never answers an old variant. Concurrent requests in this
 * server share one encoding; another process encoding the same variant at once renames a whole
 * file over a whole file, so no reader ever sees half of one.
 */
export async function pictureVariant(
  server: ServerContext,
  source: VariantSource,
  size: VariantSize,
  format: VariantFormat,
  quality: VariantQuality = 'full',
): Promise<ServedPicture> {
  const stamp = `${source.size.toString(36)}-${Math.floor(source.mtimeMs).toString(36)}`;
  const kind = quality === 'full' ? '' : `.${quality}`;
  const box = `w${size.width}${size.height === undefined ? '' : `h${size.height}`}`;
  const target = join(variantRoot(server), `${source.relative}.${stamp}.${box}${kind}.${format}`);
  const cached = await stat(target).catch(() => null);
  if (cached?.isFile()) {
    return { path: target, size: cached.size, type: VARIANT_TYPES[format] };
  }
  let writing = pending.get(server);
  if (!writing) {
    writing = new Map();
    pending.set(server, writing);
  }
  const running = writing.get(target);
  if (running) {
    return running;
  }
  const made = encode(server, source, size, format, quality, target).finally(() => writing.delete(target));
  writing.set(target, made);
  return made;
}
