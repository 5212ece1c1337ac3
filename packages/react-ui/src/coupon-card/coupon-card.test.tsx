import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './coupon-card.stories';

const { Available, Received, Used, Expired } = composeStories(stories);

describe('CouponCard', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('offers to get an available coupon and shows its amount and condition', () => {
    render(<Available />);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('¥20');
    expect(card.textContent).toContain('For orders from ¥199');
    fireEvent.click(screen.getByRole('button', { name: 'Get it' }));
    expect(Available.args.onAction).toHaveBeenCalledTimes(1);
  });

  it('offers to use a received coupon and marks it received', () => {
    render(<Received />);
    expect(screen.getByRole('button', { name: 'Use now' })).toBeTruthy();
    expect(screen.getByText('Received')).toBeTruthy();
    expect(screen.getByRole('article').getAttribute('data-state')).toBe('received');
  });

  it('has no action once used or expired', () => {
    const used = render(<Used />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Used')).toBeTruthy();
    used.unmount();
    render(<Expired />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('article').getAttribute('data-state')).toBe('expired');
  });
});
