import { mkdir, readdir, rm, rmdir } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { BrowserCommand } from 'vitest/node';
import { pictureDiffFolder, pictureFolder } from './picture-paths.js';

/** Empties the diff folder, so what it holds after a run is that run's failures only. */
const clearPictureDiffs: BrowserCommand<[]> = async ({ project }) => {
  const folder = join(project.config.root, pictureDiffFolder);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
};

/**
 * The accepted pictures no story names any more (a story renamed or removed). When pictures are
 * being accepted (`--update`) they are deleted and none is returned.
 */
const prunePictures: BrowserCommand<[names: string[]]> = async ({ project }, names) => {
  const folder = join(project.config.root, pictureFolder);
  const files = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  const wanted = new Set(names.map((name) => `${name}.png`));
  const orphans = files
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.png') && !wanted.has(file))
    .sort();
  if (project.serializedConfig.snapshotOptions.updateSnapshot !== 'all') {
    return orphans;
  }
  await Promise.all(orphans.map((file) => rm(join(folder, file))));
  // A component without stories leaves no empty folder behind (`rmdir` keeps a folder in use).
  const folders = new Set(orphans.map((file) => dirname(join(folder, file))));
  await Promise.all([...folders].map((path) => rmdir(path).catch(() => undefined)));
  return [];
};

/** Node-side commands of the picture test, registered in `vitest.config.ts`. */
export const pictureCommands = { clearPictureDiffs, prunePictures };

declare module 'vitest/browser' {
  interface BrowserCommands {
    clearPictureDiffs: () => Promise<void>;
    prunePictures: (names: string[]) => Promise<string[]>;
  }
}
