import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storyCopy } from '../story-support/story-copy';
import { shopTabs } from '../story-support/tab-bar-items';
import { expectNoAxeViolations } from '../test-support/axe';
import { TabBar } from './tab-bar';
import * as stories from './tab-bar.stories';

const { Home } = composeStories(stories);
const items = shopTabs(storyCopy.en);

describe('TabBar', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is a named navigation landmark with the four tabs in order, the first current', () => {
    render(<Home />);
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    const buttons = navigation.querySelectorAll('button');
    expect(Array.from(buttons, (button) => button.textContent)).toEqual(['Home', 'Category', 'Cart', 'My']);
    expect(screen.getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('is 50 px high with 24 px icons, grey unselected and blue selected', () => {
    render(<Home />);
    const bar = screen.getByRole('navigation');
    expect(bar.getBoundingClientRect().height).toBe(50);
    const icon = bar.querySelector('svg') as SVGElement;
    expect(icon.getBoundingClientRect().width).toBe(24);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Home' })).color).toBe('rgb(26, 102, 224)');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Cart' })).color).toBe('rgb(107, 114, 128)');
  });

  it('selects a tab on click when uncontrolled and reports it', () => {
    const onChange = vi.fn();
    render(<TabBar items={items} label="Main" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect(onChange).toHaveBeenCalledWith('cart');
    expect(screen.getByRole('button', { name: 'Cart' }).getAttribute('data-state')).toBe('active');
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows the value when controlled', () => {
    const onChange = vi.fn();
    render(<TabBar items={items} label="Main" value="my" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onChange).toHaveBeenCalledWith('home');
    expect(screen.getByRole('button', { name: 'My' }).getAttribute('aria-current')).toBe('page');
  });
});
