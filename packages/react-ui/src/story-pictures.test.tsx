// The picture history: every story's screenshot at the phone viewport, compared with the accepted
// one in `pictures/`. A change that moves a pixel fails here until its pictures are accepted
// (`pnpm --filter @mall/react-ui pictures:accept`); see docs/picture-history.md.
import { composeStories, type composeStory } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { acceptPicturesCommand, pictureDiffPaths, pictureName } from './test-support/picture-paths';
import { writeSideBySide } from './test-support/picture-side-by-side';
import {
  fitPageToStory,
  phoneViewport,
  reseedRandom,
  settle,
  setUpPictureStage,
} from './test-support/picture-stage';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** Stories left out of the picture history, each with its reason. */
const leftOut: Record<string, string> = {};

/** Stories that change on their own a moment after they render: how long to wait, and why. */
const settleMs: Record<string, { ms: number; reason: string }> = {
  'feedback-stateview--loading-after-delay': { ms: 250, reason: 'the spinner shows after its 200 ms delay' },
};

const stories = Object.values(modules)
  .flatMap((module) => Object.values(composeStories(module)) as ComposedStory[])
  .sort((a, b) => a.id.localeCompare(b.id));
const pictured = stories.filter((Story) => !(Story.id in leftOut));

// The pictures compare only where they were drawn with the same Chromium and fonts (recorded when
// they are accepted): elsewhere they are skipped, and the name says on what they run.
const drawing = await commands.pictureDrawing();
const drawnWith = drawing.accepted.split('\n').join(', ') || 'no recorded browser';

describe.skipIf(drawing.accepted !== drawing.current)(`story pictures (${drawnWith} only)`, () => {
  let tearDown: () => void = () => undefined;

  beforeAll(async () => {
    tearDown = setUpPictureStage();
    await commands.clearPictureDiffs();
  });
  afterAll(() => tearDown());
  beforeEach(() => {
    reseedRandom();
    window.scrollTo(0, 0);
  });
  afterEach(async () => {
    await page.viewport(phoneViewport.width, phoneViewport.height);
  });

  it('finds the stories of every component', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(45);
    expect(new Set(stories.map((Story) => pictureName(Story.id))).size).toBe(stories.length);
  });

  it('leaves out only stories that exist, each for a stated reason', () => {
    const ids = new Set(stories.map((Story) => Story.id));
    for (const [id, reason] of Object.entries({ ...leftOut, ...settleMs })) {
      expect(ids.has(id), `${id} is not a story`).toBe(true);
      expect(reason).toBeTruthy();
    }
  });

  it('keeps a picture only for a story that exists', async () => {
    const orphans = await commands.prunePictures(pictured.map((Story) => pictureName(Story.id)));
    expect(orphans, `pictures without a story; ${acceptPicturesCommand} deletes them`).toEqual([]);
  });

  it.each(pictured.map((Story) => [Story.id, Story] as const))('%s', async (id, Story) => {
    const name = pictureName(id);
    const { container } = render(<Story />);
    if (Story.play) {
      await Story.play({ canvasElement: container });
    }
    await settle(settleMs[id]?.ms);
    await fitPageToStory();
    try {
      await expect.element(page.elementLocator(container)).toMatchScreenshot(name);
    } catch (error) {
      const written = await writeSideBySide(name);
      const paths = pictureDiffPaths(name);
      const hint = written.includes(paths.sideBySide)
        ? `\nSide by side (reference | actual | diff):\n  ${paths.sideBySide}`
        : '';
      if (error instanceof Error) {
        error.message += `${hint}\nIf the change is wanted, accept the new pictures: ${acceptPicturesCommand}`;
      }
      throw error;
    }
  });
});
