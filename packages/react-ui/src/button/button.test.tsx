import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './button.stories';

const { Primary, Outline, Disabled } = composeStories(stories);

describe('Button', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is a button, not a submit, and calls onClick', () => {
    render(<Primary />);
    const button = screen.getByRole('button', { name: 'Pay now' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    fireEvent.click(button);
    expect(Primary.args.onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', () => {
    render(<Disabled />);
    fireEvent.click(screen.getByRole('button'));
    expect(Disabled.args.onClick).not.toHaveBeenCalled();
  });

  it('keeps a 44 px touch target for small buttons', () => {
    render(<Outline />);
    const button = screen.getByRole('button');
    const after = getComputedStyle(button, '::after');
    const target = button.getBoundingClientRect().height - 2 * Number.parseFloat(after.top);
    expect(button.getBoundingClientRect().height).toBe(30);
    expect(target).toBeGreaterThanOrEqual(44);
  });
});
