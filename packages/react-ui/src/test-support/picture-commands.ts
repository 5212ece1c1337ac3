import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
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

/** The Debian packages that draw a picture: the browser and the fonts of the five locales' scripts. */
const DRAWING_PACKAGES = [
  'chromium',
  'fonts-noto-core',
  'fonts-noto-cjk',
  'fonts-liberation',
  'fonts-dejavu-core',
];

/** The drawing packages' versions on this machine, `package version` per line (none off Debian). */
function drawingVersions(): string {
  try {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format fields.
    return execFileSync('dpkg-query', ['-W', '-f=${Package} ${Version}\n', ...DRAWING_PACKAGES], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch (error) {
    // A package that is not installed makes dpkg-query fail; what it printed of the rest counts.
    return String((error as { stdout?: string }).stdout ?? '').trim();
  }
}

/**
 * The browser and fonts the pictures were accepted with (`pictures/drawn-with.txt`) and this
 * machine's: another Chromium or font release moves pixels by itself, so the pictures compare only
 * on the ones they were drawn with. Accepting pictures (`--update`) records this machine's.
 */
const pictureDrawing: BrowserCommand<[]> = async ({ project }) => {
  const file = join(project.config.root, pictureFolder, 'drawn-with.txt');
  const current = drawingVersions();
  if (project.serializedConfig.snapshotOptions.updateSnapshot === 'all') {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${current}\n`);
  }
  const accepted = (await readFile(file, 'utf8').catch(() => '')).trim();
  return { accepted, current };
};

/** Node-side commands of the picture test, registered in `vitest.config.ts`. */
export const pictureCommands = { clearPictureDiffs, prunePictures, pictureDrawing };

declare module 'vitest/browser' {
  interface BrowserCommands {
    clearPictureDiffs: () => Promise<void>;
    prunePictures: (names: string[]) => Promise<string[]>;
    pictureDrawing: () => Promise<{ accepted: string; current: string }>;
  }
}
