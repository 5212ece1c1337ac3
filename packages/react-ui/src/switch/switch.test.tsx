import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './switch.stories';

const { Off } = composeStories(stories);

describe('Switch', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('toggles by click and by keyboard, reporting each change', async () => {
    render(<Off />);
    const control = screen.getByRole('switch', { name: 'Set as default address' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(Off.args.onChange).toHaveBeenLastCalledWith(true);
    control.focus();
    await userEvent.keyboard(' ');
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });
});
