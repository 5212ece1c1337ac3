/**
 * Reads what an uploaded picture really is from its bytes (never from its name or declared type),
 * its pixel size from its header, and writes a copy without metadata (camera, location, comments,
 * editing history). Only JPEG, PNG, WebP and GIF are recognised; anything else — SVG included — is
 * not an image here.
 */

/** The picture formats the shop accepts. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

/** What a picture is, read from its content. */
export interface ImageInfo {
  type: ImageType;
  extension: 'jpg' | 'png' | 'webp' | 'gif';
  mime: string;
  width: number;
  height: number;
}

/** A picture whose structure cannot be read (cut short, malformed). */
export class InvalidImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidImageError';
  }
}

const FORMATS: Record<ImageType, Pick<ImageInfo, 'extension' | 'mime'>> = {
  jpeg: { extension: 'jpg', mime: 'image/jpeg' },
  png: { extension: 'png', mime: 'image/png' },
  webp: { extension: 'webp', mime: 'image/webp' },
  gif: { extension: 'gif', mime: 'image/gif' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((value, index) => bytes[index] === value);
}

/** The format by magic bytes, or `null` for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return 'jpeg';
  }
  if (startsWith(bytes, PNG_SIGNATURE)) {
    return 'png';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return 'webp';
  }
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) {
    return 'gif';
  }
  return null;
}

function need(bytes: Uint8Array, end: number, what: string): void {
  if (end > bytes.length) {
    throw new InvalidImageError(`${what} is cut short`);
  }
}

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32be = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
const u32le = (bytes: Uint8Array, at: number) =>
  u32be(Uint8Array.of(bytes[at + 3]!, bytes[at + 2]!, bytes[at + 1]!, bytes[at]!), 0);

/** Joins parts into one buffer. */
function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// Start-of-frame markers carry the picture size; DHT (C4), JPG (C8) and DAC (CC) do not.
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** APPn segments kept: JFIF (APP0), the ICC colour profile (APP2) and Adobe's colour transform (APP14). */
function keepJpegSegment(marker: number, bytes: Uint8Array, dataStart: number, length: number): boolean {
  if (marker === 0xfe) {
    return false;
  }
  if (marker < 0xe0 || marker > 0xef || marker === 0xe0) {
    return true;
  }
  if (marker === 0xe2) {
    return length >= 12 && ascii(bytes, dataStart, 12) === 'ICC_PROFILE\0';
  }
  if (marker === 0xee) {
    return length >= 5 && ascii(bytes, dataStart, 5) === 'Adobe';
  }
  return false;
}

function readJpeg(bytes: Uint8Array): { width: number; height: number; stripped: Uint8Array } {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  let size: { width: number; height: number } | null = null;
  for (;;) {
    need(bytes, at + 2, 'JPEG segment');
    if (bytes[at] !== 0xff) {
      throw new InvalidImageError('JPEG marker expected');
    }
    // Any number of 0xFF fill bytes may precede a marker.
    let markerAt = at + 1;
    while (bytes[markerAt] === 0xff) {
      markerAt += 1;
    }
    need(bytes, markerAt + 1, 'JPEG marker');
    const marker = bytes[markerAt]!;
    const segmentStart = markerAt + 1;
    if (marker === 0xd9) {
      parts.push(Uint8Array.of(0xff, 0xd9));
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(Uint8Array.of(0xff, marker));
      at = segmentStart;
      continue;
    }
    need(bytes, segmentStart + 2, 'JPEG segment length');
    const length = u16be(bytes, segmentStart);
    if (length < 2) {
      throw new InvalidImageError('JPEG segment length');
    }
    const end = segmentStart + length;
    need(bytes, end, 'JPEG segment');
    if (JPEG_SOF.has(marker)) {
      need(bytes, segmentStart + 7, 'JPEG frame header');
      size = { height: u16be(bytes, segmentStart + 3), width: u16be(bytes, segmentStart + 5) };
    }
    if (marker === 0xda) {
      // Start of scan: the compressed data and everything after it are kept as they are.
      if (!size) {
        throw new InvalidImageError('JPEG scan before its frame header');
      }
      parts.push(Uint8Array.of(0xff, marker), bytes.subarray(segmentStart));
      break;
    }
    if (keepJpegSegment(marker, bytes, segmentStart + 2, length - 2)) {
      parts.push(Uint8Array.of(0xff, marker), bytes.subarray(segmentStart, end));
    }
    at = end;
  }
  if (!size) {
    throw new InvalidImageError('JPEG without a frame header');
  }
  return { ...size, stripped: concat(parts) };
}

/** PNG chunks of text, EXIF and modification time are dropped; everything that draws the picture is kept. */
const PNG_DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function readPng(bytes: Uint8Array): { width: number; height: number; stripped: Uint8Array } {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  let size: { width: number; height: number } | null = null;
  for (;;) {
    need(bytes, at + 8, 'PNG chunk header');
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    need(bytes, end, `PNG chunk ${type}`);
    if (at === 8) {
      if (type !== 'IHDR' || length < 8) {
        throw new InvalidImageError('PNG without IHDR');
      }
      size = { width: u32be(bytes, at + 8), height: u32be(bytes, at + 12) };
    }
    if (!PNG_DROPPED.has(type)) {
      parts.push(bytes.subarray(at, end));
    }
    at = end;
    if (type === 'IEND') {
      break;
    }
  }
  return { ...size!, stripped: concat(parts) };
}

/** WebP chunks of EXIF and XMP are dropped, their VP8X flags cleared and the RIFF size fixed. */
function readWebp(bytes: Uint8Array): { width: number; height: number; stripped: Uint8Array } {
  const riffEnd = Math.min(bytes.length, 8 + u32le(bytes, 4));
  const kept: Uint8Array[] = [];
  let at = 12;
  let size: { width: number; height: number } | null = null;
  while (at + 8 <= riffEnd) {
    const type = ascii(bytes, at, 4);
    const length = u32le(bytes, at + 4);
    const dataStart = at + 8;
    const end = dataStart + length + (length % 2);
    need(bytes, dataStart + length, `WebP chunk ${type}`);
    if (type === 'VP8X') {
      need(bytes, dataStart + 10, 'WebP VP8X');
      size = { width: u24le(bytes, dataStart + 4) + 1, height: u24le(bytes, dataStart + 7) + 1 };
    } else if (type === 'VP8 ' && !size) {
      need(bytes, dataStart + 10, 'WebP VP8');
      if (bytes[dataStart + 3] !== 0x9d || bytes[dataStart + 4] !== 0x01 || bytes[dataStart + 5] !== 0x2a) {
        throw new InvalidImageError('WebP VP8 start code');
      }
      size = { width: u16le(bytes, dataStart + 6) & 0x3fff, height: u16le(bytes, dataStart + 8) & 0x3fff };
    } else if (type === 'VP8L' && !size) {
      need(bytes, dataStart + 5, 'WebP VP8L');
      if (bytes[dataStart] !== 0x2f) {
        throw new InvalidImageError('WebP VP8L signature');
      }
      const bits = u32le(bytes, dataStart + 1);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (type !== 'EXIF' && type !== 'XMP ') {
      const chunk = bytes.slice(at, Math.min(end, bytes.length));
      if (type === 'VP8X') {
        // Flags: bit 3 EXIF, bit 2 XMP — both chunks are gone.
        chunk[8] = chunk[8]! & ~0x0c;
      }
      kept.push(chunk);
    }
    at = end;
  }
  if (!size) {
    throw new InvalidImageError('WebP without an image chunk');
  }
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return { ...size, stripped: concat([header, body]) };
}

/** Skips GIF data sub-blocks from `at`; returns the index after the zero terminator. */
function skipSubBlocks(bytes: Uint8Array, at: number): number {
  let position = at;
  for (;;) {
    need(bytes, position + 1, 'GIF sub-block');
    const length = bytes[position]!;
    position += 1 + length;
    if (length === 0) {
      return position;
    }
  }
}

/** GIF comment and application extensions are dropped, except the NETSCAPE2.0 loop count animations need. */
function readGif(bytes: Uint8Array): { width: number; height: number; stripped: Uint8Array } {
  need(bytes, 13, 'GIF header');
  const size = { width: u16le(bytes, 6), height: u16le(bytes, 8) };
  const packed = bytes[10]!;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  need(bytes, at, 'GIF colour table');
  const parts: Uint8Array[] = [bytes.subarray(0, at)];
  for (;;) {
    need(bytes, at + 1, 'GIF block');
    const introducer = bytes[at]!;
    if (introducer === 0x3b) {
      parts.push(Uint8Array.of(0x3b));
      break;
    }
    if (introducer === 0x2c) {
      need(bytes, at + 10, 'GIF image descriptor');
      const local = bytes[at + 9]!;
      const dataAt = at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      // The LZW minimum code size, then the image data sub-blocks.
      const end = skipSubBlocks(bytes, dataAt + 1);
      parts.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    if (introducer !== 0x21) {
      throw new InvalidImageError('GIF block expected');
    }
    need(bytes, at + 2, 'GIF extension');
    const label = bytes[at + 1]!;
    const end = skipSubBlocks(bytes, at + 2);
    const loop = label === 0xff && bytes[at + 2] === 11 && ascii(bytes, at + 3, 11) === 'NETSCAPE2.0';
    if (label !== 0xfe && (label !== 0xff || loop)) {
      parts.push(bytes.subarray(at, end));
    }
    at = end;
  }
  return { ...size, stripped: concat(parts) };
}

const READERS: Record<
  ImageType,
  (bytes: Uint8Array) => { width: number; height: number; stripped: Uint8Array }
> = {
  jpeg: readJpeg,
  png: readPng,
  webp: readWebp,
  gif: readGif,
};

/**
 * Reads a picture: its type by content, its size from its header, and a copy without metadata.
 * Returns `null` when the bytes are not a JPEG, PNG, WebP or GIF; throws {@link InvalidImageError}
 * when they claim to be one but cannot be read.
 */
export function readImage(bytes: Uint8Array): { info: ImageInfo; stripped: Uint8Array } | null {
  const type = sniffImageType(bytes);
  if (!type) {
    return null;
  }
  const { width, height, stripped } = READERS[type](bytes);
  if (width < 1 || height < 1) {
    throw new InvalidImageError('picture without pixels');
  }
  return { info: { type, ...FORMATS[type], width, height }, stripped };
}
