import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './image-uploader.stories';

const { Empty, Uploading, Full, Interactive, Bengali } = composeStories(stories);

function pick(count: number) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const transfer = new DataTransfer();
  for (let index = 0; index < count; index += 1) {
    transfer.items.add(new File(['x'], `new-${index}.png`, { type: 'image/png' }));
  }
  input.files = transfer.files;
  fireEvent.change(input);
}

describe('ImageUploader', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it("writes the count and the progress in the digits of ThemeRoot's locale", () => {
    render(<Bengali />);
    expect(document.querySelector('.mall-image-uploader__count')?.textContent).toBe('২/৬');
    expect(screen.getByText('৪২%')).toBeTruthy();
  });

  it('counts in Latin digits without a locale', () => {
    render(<Uploading />);
    expect(document.querySelector('.mall-image-uploader__count')?.textContent).toBe('2/6');
    expect(screen.getByText('42%')).toBeTruthy();
  });

  it('offers a labelled file input for images', () => {
    render(<Empty />);
    const input = screen.getByLabelText(/Add photo/) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
  });

  it('never passes more files than the free slots, and hides the add tile at six', () => {
    render(<Interactive />);
    pick(9);
    expect(Interactive.args.onAdd).toHaveBeenCalledTimes(1);
    expect(Interactive.args.onAdd).toHaveBeenCalledWith(Array.from({ length: 4 }, () => expect.any(File)));
    expect(screen.queryByLabelText(/Add photo/)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(6);
  });

  it('shows upload progress as a progress bar', () => {
    render(<Uploading />);
    const progress = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(progress.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByRole('button', { name: 'Photo 2', description: 'Uploading' })).toBeTruthy();
  });

  it('retries a failed upload and removes a photo', async () => {
    render(<Interactive />);
    expect(screen.getByText('Upload failed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry', description: 'Photo 2' }));
    expect(Interactive.args.onRetry).toHaveBeenCalledWith('photo-1');
    expect(screen.queryByText('Upload failed')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove', description: 'Photo 1' }));
    expect(Interactive.args.onRemove).toHaveBeenCalledWith('photo-0');
    expect(screen.queryByRole('img', { name: 'Photo 1' })).toBeNull();
  });

  it('opens the preview on the tapped photo and returns focus to it', async () => {
    render(<Full />);
    const third = screen.getByRole('button', { name: 'Photo 3' });
    await userEvent.click(third);
    const dialog = screen.getByRole('dialog', { name: 'Photos' });
    expect(dialog.textContent).toContain('3 / 6');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(third);
  });

  it('keeps 44 px around the remove button', () => {
    render(<Full />);
    const remove = screen.getAllByRole('button', { name: 'Remove' })[0] as HTMLElement;
    expect(remove.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });
});
