import { commands } from 'vitest/browser';
import { pictureDiffPaths, picturePath } from './picture-paths';

const gap = 8;
const captionHeight = 24;

async function readPicture(path: string): Promise<string | null> {
  try {
    return await commands.readFile(path, { encoding: 'base64' });
  } catch {
    return null;
  }
}

async function decode(base64: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = `data:image/png;base64,${base64}`;
  await image.decode();
  return image;
}

/**
 * After a failed comparison: copies the accepted picture beside Vitest's `actual` and `diff` files
 * and writes the three in one PNG (reference | actual | diff, captioned). Returns the paths
 * written; a diff is missing when the sizes differ (Vitest then writes none).
 */
export async function writeSideBySide(name: string): Promise<string[]> {
  const paths = pictureDiffPaths(name);
  const panels: { caption: string; base64: string }[] = [];
  const written: string[] = [];
  for (const [caption, path] of [
    ['reference', picturePath(name)],
    ['actual', paths.actual],
    ['diff', paths.diff],
  ] as const) {
    const base64 = await readPicture(path);
    if (base64) {
      panels.push({ caption, base64 });
    }
  }
  const reference = panels.find((panel) => panel.caption === 'reference');
  if (reference) {
    await commands.writeFile(paths.reference, reference.base64, { encoding: 'base64' });
    written.push(paths.reference);
  }
  if (panels.length < 2) {
    return written;
  }
  const images = await Promise.all(panels.map((panel) => decode(panel.base64)));
  const canvas = document.createElement('canvas');
  canvas.width = images.reduce((sum, image) => sum + image.naturalWidth, 0) + gap * (images.length - 1);
  canvas.height = captionHeight + Math.max(...images.map((image) => image.naturalHeight));
  const context = canvas.getContext('2d');
  if (!context) {
    return written;
  }
  context.fillStyle = '#5b6170';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.font = '14px sans-serif';
  context.textBaseline = 'middle';
  let left = 0;
  images.forEach((image, index) => {
    context.fillStyle = '#ffffff';
    context.fillText(panels[index]?.caption ?? '', left + 6, captionHeight / 2);
    context.drawImage(image, left, captionHeight);
    left += image.naturalWidth + gap;
  });
  const png = canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
  await commands.writeFile(paths.sideBySide, png, { encoding: 'base64' });
  written.push(paths.sideBySide);
  return written;
}
