import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './tabs.stories';

const { FirstSelected, SecondSelected } = composeStories(stories);

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

describe('Tabs', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('selects on click and labels the panel with the selected tab', async () => {
    render(<FirstSelected />);
    expect(tab('Information').getAttribute('aria-selected')).toBe('true');
    await userEvent.click(tab('Details'));
    expect(FirstSelected.args.onChange).toHaveBeenCalledWith('details');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toBeTruthy();
  });

  it('moves with arrow keys, wraps, and keeps only the selected tab tabbable', async () => {
    render(<SecondSelected />);
    tab('Comment').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Details'));
    expect(tab('Details').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Information'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Details'));
    await userEvent.keyboard('{Home}');
    expect(tab('Information').tabIndex).toBe(0);
    expect(tab('Details').tabIndex).toBe(-1);
  });
});
