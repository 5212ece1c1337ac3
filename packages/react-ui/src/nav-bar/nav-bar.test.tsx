import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './nav-bar.stories';

const { DefaultWhite, WithoutBack, Custom } = composeStories(stories);

describe('NavBar', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('shows the title as the page heading and goes back on the back button', () => {
    render(<DefaultWhite />);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit address' })).toBeTruthy();
    const back = screen.getByRole('button', { name: 'Back' });
    fireEvent.click(back);
    expect(DefaultWhite.args.onBack).toHaveBeenCalledTimes(1);
    expect(back.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('is white with a black title by default', () => {
    render(<DefaultWhite />);
    const bar = screen.getByRole('banner');
    expect(getComputedStyle(bar).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(screen.getByRole('heading')).color).toBe('rgb(31, 35, 41)');
  });

  it('has no back button without onBack', () => {
    render(<WithoutBack />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('takes the custom colours', () => {
    render(<Custom />);
    const bar = screen.getByRole('banner');
    expect(bar.getAttribute('data-variant')).toBe('custom');
    expect(getComputedStyle(bar).color).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(bar).backgroundImage).toContain('linear-gradient');
  });
});
