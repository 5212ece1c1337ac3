import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './action-sheet.stories';

const { RefundReasons, WithDestructive } = composeStories(stories);

describe('ActionSheet', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is a modal dialog named by its title with focus on the first action', () => {
    render(<RefundReasons />);
    expect(screen.getByRole('dialog', { name: 'Choose a refund reason' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wrong item received' }));
  });

  it('reports the chosen action and closes', async () => {
    render(<RefundReasons />);
    await userEvent.click(screen.getByRole('button', { name: 'Item damaged' }));
    expect(RefundReasons.args.onSelect).toHaveBeenCalledWith('damaged');
    expect(RefundReasons.args.onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on cancel, Escape, and a tap on the mask without choosing', async () => {
    render(<RefundReasons />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('overlay-mask'), { position: { x: 10, y: 10 }, force: true });
    expect(RefundReasons.args.onClose).toHaveBeenCalledTimes(3);
    expect(RefundReasons.args.onSelect).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus inside the sheet', async () => {
    render(<WithDestructive />);
    const buttons = screen.getAllByRole('button').filter((button) => !(button as HTMLButtonElement).disabled);
    expect(buttons.map((button) => button.textContent)).toEqual(['Edit', 'Delete', 'Cancel']);
    await userEvent.keyboard('{Tab}{Tab}');
    expect(document.activeElement?.textContent).toBe('Cancel');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.textContent).toBe('Edit');
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeTruthy();
  });
});
