import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_GOODS } from './demo-catalogue';
import { renderSeedPng, type SeedPicture } from './seed-image';

/**
 * The demo goods item with a video (the second: the first is the one shared links and the picture
 * tests open) and the video's file under `uploads/seed/`: ten seconds of a test pattern in WebM
 * (VP9, 320 × 180, about 85 KB), made once with `ffmpeg -f lavfi -i testsrc=size=320x180:rate=15:duration=10
 * -c:v libvpx-vp9 -b:v 100k -an` and kept beside this file.
 */
export const DEMO_VIDEO = { goodsIndex: 1, name: 'goods-02-video.webm' } as const;
const VIDEO_FIXTURE = fileURLToPath(new URL('./goods-video.webm', import.meta.url));

/** Pictures per goods item (the first is also the main picture). */
export const PICTURES_PER_GOODS = 3;
const GOODS_PICTURE_SIZE = 480;
const SHAPES: SeedPicture['shape'][] = ['circle', 'square', 'diamond', 'ring', 'stripes'];

/** A picture file to write under `uploads/seed/`, and its public URL. */
interface SeedFile {
  name: string;
  picture: SeedPicture;
}

/** The file name of one picture of a goods item. */
export function goodsPictureName(goodsIndex: number, pictureIndex: number): string {
  return `goods-${String(goodsIndex + 1).padStart(2, '0')}-${pictureIndex + 1}.png`;
}

/** Every picture of the demo shop. */
function seedFiles(): SeedFile[] {
  const files: SeedFile[] = [
    { name: 'logo.png', picture: { width: 256, height: 256, hue: 12, shape: 'ring', variant: 1 } },
  ];
  DEMO_BANNERS.forEach((banner, index) => {
    files.push({
      name: `banner-${index + 1}.png`,
      picture: {
        width: 750,
        height: 320,
        hue: banner.hue,
        shape: SHAPES[index % SHAPES.length] ?? 'circle',
        variant: index,
      },
    });
  });
  DEMO_CATEGORIES.forEach((category, parentIndex) => {
    [category, ...category.children].forEach((type, childIndex) => {
      files.push({
        name: `type-${type.key}.png`,
        picture: {
          width: 160,
          height: 160,
          hue: (category.hue + childIndex * 25) % 360,
          shape: SHAPES[(parentIndex + childIndex) % SHAPES.length] ?? 'circle',
          variant: childIndex,
        },
      });
    });
  });
  DEMO_GOODS.forEach((_goods, goodsIndex) => {
    for (let pictureIndex = 0; pictureIndex < PICTURES_PER_GOODS; pictureIndex += 1) {
      files.push({
        name: goodsPictureName(goodsIndex, pictureIndex),
        picture: {
          width: GOODS_PICTURE_SIZE,
          height: GOODS_PICTURE_SIZE,
          hue: (goodsIndex * 47 + pictureIndex * 13) % 360,
          shape: SHAPES[(goodsIndex + pictureIndex) % SHAPES.length] ?? 'circle',
          variant: pictureIndex,
        },
      });
    }
  });
  return files;
}

/**
 * Writes the pictures (and the goods video) that are not there yet. Each file is written under a temporary name and
 * renamed, so a reader (or a second process seeding at once) never sees half a file.
 */
export function writeSeedFiles(directory: string): void {
  mkdirSync(directory, { recursive: true });
  for (const file of seedFiles()) {
    const target = join(directory, file.name);
    if (existsSync(target)) {
      continue;
    }
    const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temporary, renderSeedPng(file.picture));
    renameSync(temporary, target);
  }
  const video = join(directory, DEMO_VIDEO.name);
  if (!existsSync(video)) {
    const temporary = `${video}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    copyFileSync(VIDEO_FIXTURE, temporary);
    renameSync(temporary, video);
  }
}
