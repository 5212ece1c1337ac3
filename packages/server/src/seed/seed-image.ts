import { deflateSync } from 'node:zlib';

/** What a generated picture shows: a soft two-colour gradient with a light texture and one shape. */
export interface SeedPicture {
  width: number;
  height: number;
  /** Hue of the background, 0–360. */
  hue: number;
  /** The shape in the middle. */
  shape: 'circle' | 'square' | 'diamond' | 'ring' | 'stripes';
  /** Varies the shape's place and size, so pictures of one goods differ. */
  variant: number;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) {
      c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB colour from hue, saturation and lightness (0–1). */
function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

function insideShape(shape: SeedPicture['shape'], dx: number, dy: number, radius: number): boolean {
  switch (shape) {
    case 'circle':
      return dx * dx + dy * dy <= radius * radius;
    case 'square':
      return Math.abs(dx) <= radius * 0.85 && Math.abs(dy) <= radius * 0.85;
    case 'diamond':
      return Math.abs(dx) + Math.abs(dy) <= radius;
    case 'ring': {
      const distance = Math.sqrt(dx * dx + dy * dy);
      return distance <= radius && distance >= radius * 0.6;
    }
    case 'stripes':
      return (
        Math.abs(dx) <= radius &&
        Math.abs(dy) <= radius &&
        Math.floor((dx + dy + 4 * radius) / (radius / 3)) % 2 === 0
      );
    default:
      return shape satisfies never;
  }
}

/**
 * Applies PNG filter 2 ("Up") to every row but the first: each byte minus the one above, so rows
 * that repeat their neighbour deflate to almost nothing.
 */
function upFiltered(raw: Buffer, stride: number, height: number): Buffer {
  const out = Buffer.alloc(raw.length);
  raw.copy(out, 0, 0, stride);
  for (let y = 1; y < height; y += 1) {
    const row = y * stride;
    out[row] = 2;
    for (let index = 1; index < stride; index += 1) {
      out[row + index] = ((raw[row + index] ?? 0) - (raw[row - stride + index] ?? 0)) & 0xff;
    }
  }
  return out;
}

/**
 * Renders a picture as a PNG file (8-bit RGB, deflated scanlines, CRC-checked chunks) in pure
 * Node: a diagonal gradient of the hue and a pale shape with a soft shadow. No grain: a smooth
 * picture compresses about four times better, and these are the pictures of every first screen.
 */
export function renderSeedPng(picture: SeedPicture): Buffer {
  const { width, height, hue, shape, variant } = picture;
  const from = hsl(hue, 0.65, 0.62);
  const to = hsl((hue + 40) % 360, 0.7, 0.45);
  const shapeColour = hsl((hue + 180) % 360, 0.35, 0.93);
  const shadowColour = hsl(hue, 0.5, 0.3);
  const radius = Math.min(width, height) * (0.22 + 0.04 * (variant % 3));
  const centreX = width * (0.5 + 0.08 * ((variant % 3) - 1));
  const centreY = height * (0.5 + 0.06 * (((variant + 1) % 3) - 1));
  const shadow = radius * 0.08;
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      let colour: [number, number, number] = [
        from[0] + (to[0] - from[0]) * t,
        from[1] + (to[1] - from[1]) * t,
        from[2] + (to[2] - from[2]) * t,
      ];
      const dx = x - centreX;
      const dy = y - centreY;
      if (insideShape(shape, dx, dy, radius)) {
        colour = shapeColour;
      } else if (insideShape(shape, dx - shadow, dy - shadow, radius)) {
        colour = [
          (colour[0] + shadowColour[0]) / 2,
          (colour[1] + shadowColour[1]) / 2,
          (colour[2] + shadowColour[2]) / 2,
        ];
      }
      const offset = row + 1 + x * 3;
      raw[offset] = Math.max(0, Math.min(255, Math.round(colour[0])));
      raw[offset + 1] = Math.max(0, Math.min(255, Math.round(colour[1])));
      raw[offset + 2] = Math.max(0, Math.min(255, Math.round(colour[2])));
    }
  }
  const filtered = upFiltered(raw, stride, height);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0; // compression
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
