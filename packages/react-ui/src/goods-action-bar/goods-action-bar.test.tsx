import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './goods-action-bar.stories';

const { Default, SoldOut } = composeStories(stories);

describe('GoodsActionBar', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is a named toolbar with service, cart, add to cart and buy now, in that order', () => {
    render(<Default />);
    const toolbar = screen.getByRole('toolbar', { name: 'Purchase actions' });
    const buttons = Array.from(toolbar.querySelectorAll('button'));
    const inOrder = ['Customer service', '3 Cart', 'Add to cart', 'Buy now'].map((name) =>
      buttons.indexOf(screen.getByRole('button', { name }) as HTMLButtonElement),
    );
    expect(inOrder).toEqual([0, 1, 2, 3]);
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(Default.args.primary?.onClick).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(Default.args.secondary?.onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps every target at least 44 px high', () => {
    render(<Default />);
    for (const button of screen.getAllByRole('button')) {
      expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });

  it('disables both buttons when sold out', () => {
    render(<SoldOut />);
    expect((screen.getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
