import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import { clampZoom } from './image-preview';
import * as stories from './image-preview.stories';

const { FirstPhoto, LastPhoto, SizedPhotos } = composeStories(stories);

function scale() {
  const image = screen.getByRole('img') as HTMLImageElement;
  return Number(/scale\(([\d.]+)\)/.exec(image.style.transform)?.[1]);
}

describe('ImagePreview', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('zooms from 1× up to 4× and back, never beyond', async () => {
    render(<FirstPhoto />);
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement;
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement;
    expect(scale()).toBe(1);
    expect(zoomOut.disabled).toBe(true);
    for (let step = 0; step < 3; step += 1) {
      await userEvent.click(zoomIn);
    }
    expect(scale()).toBe(4);
    expect(zoomIn.disabled).toBe(true);
    fireEvent.wheel(screen.getByRole('img'), { deltaY: -100 });
    expect(scale()).toBe(4);
    await userEvent.click(zoomOut);
    expect(scale()).toBe(3);
    expect(screen.getByText('300%')).toBeTruthy();
  });

  it('pinches between 1× and 4× with two pointers', () => {
    render(<FirstPhoto />);
    const stage = screen.getByRole('img').parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 150, clientY: 400 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 200, clientY: 400 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 250, clientY: 400 });
    expect(scale()).toBe(2);
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 900, clientY: 400 });
    expect(scale()).toBe(4);
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 151, clientY: 400 });
    expect(scale()).toBe(1);
    fireEvent.pointerUp(stage, { pointerId: 2 });
    fireEvent.pointerUp(stage, { pointerId: 1 });
  });

  it('toggles 2× on double tap and resets zoom on the next photo', async () => {
    render(<FirstPhoto />);
    fireEvent.doubleClick(screen.getByRole('img'));
    expect(scale()).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(FirstPhoto.args.onIndexChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeTruthy();
    expect(scale()).toBe(1);
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it('pages by swipe and arrow keys, not past the ends', () => {
    render(<LastPhoto />);
    const stage = screen.getByRole('img').parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 300, clientY: 400 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 100, clientY: 400 });
    expect(screen.getByRole('img', { name: 'Photo 3' })).toBeTruthy();
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 400 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 300, clientY: 400 });
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowLeft' });
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeTruthy();
  });

  it('closes on Escape', async () => {
    render(<FirstPhoto />);
    expect(screen.getByRole('dialog', { name: 'Photos' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(FirstPhoto.args.onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a photo in the width the screen needs when it comes in widths', () => {
    render(<SizedPhotos />);
    const image = screen.getByRole('img') as HTMLImageElement;
    expect(image.getAttribute('srcset')).toBe(SizedPhotos.args.images?.[0]?.srcSet);
    expect(image.getAttribute('sizes')).toBe('100vw');
  });

  it('clamps zoom to 1–4', () => {
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(9)).toBe(4);
    expect(clampZoom(2.5)).toBe(2.5);
  });
});
