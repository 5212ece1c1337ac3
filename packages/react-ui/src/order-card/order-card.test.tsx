import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './order-card.stories';

const { PendingPayment, RefundRefused } = composeStories(stories);

describe('OrderCard', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('shows number, status, goods with quantity, and the total', () => {
    render(<PendingPayment />);
    expect(screen.getByRole('heading', { name: 'Order number 202511210935001' })).toBeTruthy();
    // The card is named by its number, so its buttons can be told from other cards'.
    expect(screen.getByRole('article', { name: 'Order number 202511210935001' })).toBeTruthy();
    expect(screen.getByText('Waiting for you to pay')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('×2')).toBeTruthy();
    expect(screen.getByText('Actual payment').parentElement?.textContent).toContain('¥715.00');
  });

  it('opens the order from the goods and runs the actions', () => {
    render(<PendingPayment />);
    fireEvent.click(screen.getByRole('button', { name: /Wireless noise-cancelling/ }));
    expect(PendingPayment.args.onSelect).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(PendingPayment.args.actions?.[1]?.onClick).toHaveBeenCalledTimes(1);
  });

  it('colours the status by tone', () => {
    render(<RefundRefused />);
    const status = screen.getByText('Refund refused');
    expect(getComputedStyle(status).color).toBe('rgb(217, 38, 28)');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
