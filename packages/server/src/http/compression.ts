import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { acceptedValues } from './accept-header';

/** The encodings the server compresses with. */
export type BodyEncoding = 'br' | 'gzip';

/** `br` or `gzip` when the request accepts it (brotli first), else none. */
export function preferredEncoding(accept: string | undefined): BodyEncoding | undefined {
  const accepted = acceptedValues(accept);
  return (['br', 'gzip'] as const).find((name) => accepted.has(name));
}

/**
 * `body` compressed as `encoding`: brotli at quality 5 (about gzip's speed, smaller), gzip at its
 * default level.
 */
export function compressBody(body: string | Uint8Array, encoding: BodyEncoding): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body),
  );
}
