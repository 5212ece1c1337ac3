/**
 * Where the story pictures live, relative to the kit's folder. Shared by `vitest.config.ts` (the
 * screenshot matcher's paths), the picture commands and the picture test, so all three agree.
 */

/** Accepted pictures, one PNG per story, a folder per component (`pictures/basics-button/primary.png`). */
export const pictureFolder = 'pictures';

/** What a failing comparison leaves: reference, actual, diff and the three side by side. Not kept. */
export const pictureDiffFolder = 'picture-diffs';

/** The one command that accepts the pictures of the current stories. */
export const acceptPicturesCommand = 'pnpm --filter @mall/react-ui pictures:accept';

/**
 * A story's picture name, from its Storybook id (`basics-button--primary` → `basics-button/primary`),
 * spelled as Vitest spells file names (only word characters and single dashes).
 */
export function pictureName(storyId: string): string {
  return storyId
    .replace('--', '/')
    .split('/')
    .map((part) => part.replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-'))
    .join('/');
}

/** The accepted picture of one story. */
export function picturePath(name: string): string {
  return `${pictureFolder}/${name}.png`;
}

/** The files a failing comparison of one story leaves (Vitest writes `actual` and `diff`). */
export function pictureDiffPaths(name: string) {
  const base = `${pictureDiffFolder}/${name}`;
  return {
    reference: `${base}-reference.png`,
    actual: `${base}-actual.png`,
    diff: `${base}-diff.png`,
    sideBySide: `${base}-side-by-side.png`,
  };
}
