import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './icon-button.stories';

const { Close, Disabled } = composeStories(stories);

describe('IconButton', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is a 44 px button named by its label', () => {
    render(<Close />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.getBoundingClientRect().width).toBe(44);
    expect(button.getBoundingClientRect().height).toBe(44);
    fireEvent.click(button);
    expect(Close.args.onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', () => {
    render(<Disabled />);
    fireEvent.click(screen.getByRole('button'));
    expect(Disabled.args.onClick).not.toHaveBeenCalled();
  });
});
