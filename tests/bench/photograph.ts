import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rgbPng } from '../e2e/png-fixture';

/** The demo's goods whose first picture the photograph shop replaces (`goods-01-1.png`). */
export const PHOTOGRAPH_GOODS_PICTURE = 'goods-01-1.png';

/**
 * Writes photographs where the demo seed would write home's first banner and the first goods' first
 * picture, at sizes a shop uploads (the seed keeps them): some tens of kilobytes each as the AVIF
 * the page's slot takes, where the demo's flat pictures are a few. The photograph shop of the
 * Lighthouse bench and of `e2e/photograph-preview.spec.ts`.
 */
export function writePhotographs(dataDir: string): void {
  const folder = join(dataDir, 'uploads', 'seed');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'banner-1.png'), photograph(1500, 640, 1));
  writeFileSync(join(folder, PHOTOGRAPH_GOODS_PICTURE), photograph(1000, 1000, 2, 0.7));
}

/**
 * A PNG that compresses like a product photograph rather than like the demo shop's flat pictures:
 * soft colour fields with a fine grain that differs pixel to pixel (the same on every run for the
 * same `seed`). As an AVIF 750 px wide it is some tens of kilobytes, as a photograph is; `detail`
 * scales its texture.
 */
export function photograph(width: number, height: number, seed: number, detail = 1): Buffer {
  // A linear congruential sequence in 32-bit integers (`Math.imul`: no rounding past 2^53).
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296 - 0.5;
  };
  // Texture a few pixels across (leaves, fabric, skin), which a picture encoder keeps, unlike a
  // single pixel's grain: random levels on a coarse lattice, blended between its points.
  const cells = Math.ceil(width / TEXTURE_PX) + 2;
  const lattice = Array.from(
    { length: (Math.ceil(height / TEXTURE_PX) + 2) * cells },
    () => random() * TEXTURE * detail,
  );
  const texture = (x: number, y: number) => {
    const cx = Math.floor(x / TEXTURE_PX);
    const cy = Math.floor(y / TEXTURE_PX);
    const fx = x / TEXTURE_PX - cx;
    const fy = y / TEXTURE_PX - cy;
    const at = (i: number, j: number) => lattice[(cy + j) * cells + cx + i] ?? 0;
    return (at(0, 0) * (1 - fx) + at(1, 0) * fx) * (1 - fy) + (at(0, 1) * (1 - fx) + at(1, 1) * fx) * fy;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const at = 1 + x * 3;
      const tone = texture(x, y) + random() * GRAIN;
      row[at] = clamp(130 + 90 * Math.sin((x + seed * 97) / 140) + tone);
      row[at + 1] = clamp(115 + 80 * Math.cos((y + seed * 53) / 110) + tone);
      row[at + 2] = clamp(100 + 70 * Math.sin((x + y) / 180) + tone * 0.6);
    }
    rows.push(row);
  }
  return rgbPng(width, height, rows);
}

/** How far a pixel's grain goes either way, in levels of 255. */
const GRAIN = 10;
/** The texture's cell, in pixels, and how far its levels go either way. */
const TEXTURE_PX = 5;
const TEXTURE = 70;

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
