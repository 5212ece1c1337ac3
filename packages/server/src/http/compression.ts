import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { acceptedValues } from './accept-header';

/** The encodings the server compresses with. */
export type BodyEncoding = 'br' | 'gzip';

// Browsers send one of a few `Accept-Encoding` texts, each worked out once.
const preferred = new Map<string, BodyEncoding | undefined>();

/** `br` or `gzip` when the request accepts it (brotli first), else none. */
export function preferredEncoding(accept: string | undefined): BodyEncoding | undefined {
  if (accept === undefined) {
    return undefined;
  }
  if (preferred.has(accept)) {
    return preferred.get(accept);
  }
  const accepted = acceptedValues(accept);
  const encoding = (['br', 'gzip'] as const).find((name) => accepted.has(name));
  if (preferred.size >= 100) {
    preferred.clear();
  }
  preferred.set(accept, encoding);
  return encoding;
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
