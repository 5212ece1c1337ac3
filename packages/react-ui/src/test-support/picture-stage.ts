import { vi } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Makes a story a still picture: no animation, transition or blinking caret, a fixed clock and a
 * seeded `Math.random`. Vitest's screenshot already stops animations and hides the caret; the CSS
 * makes sure of it for what it cannot see (transitions that have not started yet).
 */
const stillCss = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/** The day the pictures live on: stories that ask for "now" get this. */
export const pictureNow = new Date('2025-11-15T10:30:00+08:00');

let seed = 1;

/** Same random numbers for every story, whatever ran before it. */
export function reseedRandom(): void {
  seed = 1;
}

export function setUpPictureStage(): () => void {
  const style = document.createElement('style');
  style.dataset.pictureStage = '';
  style.textContent = stillCss;
  document.head.append(style);
  vi.useFakeTimers({ toFake: ['Date'], now: pictureNow });
  const random = vi.spyOn(Math, 'random').mockImplementation(() => {
    // A small linear congruential generator: enough for sample data, and repeatable.
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  });
  return () => {
    style.remove();
    random.mockRestore();
    vi.useRealTimers();
  };
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Waits for fonts, every picture in the page and two frames, so the first screenshot is the final one. */
export async function settle(extraMs = 0): Promise<void> {
  if (extraMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, extraMs));
  }
  await document.fonts.ready;
  const images = [...document.querySelectorAll('img')];
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await nextFrame();
  await nextFrame();
}

/** The phone the pictures are taken on (the `pictures` project's viewport). */
export const phoneViewport = { width: 375, height: 812 };

/** The tallest picture: the test page (`contextOptions.viewport` in vitest.config.ts) holds it at scale 1. */
export const tallestPicture = 2400;

/**
 * A story taller than the phone gets a taller page, so its picture shows all of it (fixed bars
 * then sit at the bottom of the story), up to {@link tallestPicture}.
 */
export async function fitPageToStory(): Promise<void> {
  const height = Math.min(document.documentElement.scrollHeight, tallestPicture);
  if (height > phoneViewport.height) {
    await page.viewport(phoneViewport.width, height);
    await settle();
  }
}
