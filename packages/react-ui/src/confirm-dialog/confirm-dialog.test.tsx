import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './confirm-dialog.stories';

const { DeleteAddress, FromButton, Busy } = composeStories(stories);

describe('ConfirmDialog', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is a modal alert dialog named by its title and described by its message', () => {
    render(<DeleteAddress />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete address' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(
      screen.getByRole('alertdialog', { description: 'Are you sure you want to delete this address?' }),
    ).toBe(dialog);
  });

  it('focuses cancel first, traps Tab in both directions, and returns focus on close', async () => {
    render(<FromButton />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).find((button) => button !== opener);
    expect(document.activeElement).toBe(cancel);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(confirm);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(cancel);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(confirm);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(FromButton.args.onCancel).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('confirms with the confirm button', async () => {
    render(<FromButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(dialog.querySelectorAll('button')[1] as HTMLButtonElement);
    expect(FromButton.args.onConfirm).toHaveBeenCalledTimes(1);
    expect(FromButton.args.onCancel).not.toHaveBeenCalled();
  });

  it('does not close on a tap on the mask, and ignores Escape while busy', async () => {
    render(<Busy />);
    await userEvent.click(screen.getByTestId('overlay-mask'), { position: { x: 10, y: 10 }, force: true });
    await userEvent.keyboard('{Escape}');
    expect(Busy.args.onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
