import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './balance-card.stories';

const { WithBalance, Empty } = composeStories(stories);

describe('BalanceCard', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is a region named by its label, showing the amount and actions', () => {
    render(<WithBalance />);
    const region = screen.getByRole('region', { name: 'Balance' });
    expect(region.textContent).toContain('¥12886.50');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('shows a zero balance with its decimals', () => {
    render(<Empty />);
    expect(screen.getByRole('region').textContent).toContain('¥0.00');
  });
});
