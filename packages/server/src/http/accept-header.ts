import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

/**
 * The values an `Accept`-style header (`Accept`, `Accept-Encoding`) takes: each listed value,
 * lower-cased, except those refused with `q=0`. Preference by `q` is left to the caller, which
 * offers its own order.
 */
export function acceptedValues(header: string | undefined): Set<string> {
  const values = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [value = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.map((parameter) => /^q=([\d.]+)$/.exec(parameter)?.[1]).find(Boolean);
    if (value && (q === undefined || Number(q) > 0)) {
      values.add(value);
    }
  }
  return values;
}

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
