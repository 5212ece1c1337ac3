import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { lastFourDigits } from './bank-card-item';
import * as stories from './bank-card-item.stories';

const { Default, Selectable } = composeStories(stories);

describe('BankCardItem', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('never shows more than the last four digits', () => {
    render(<Default />);
    const card = screen.getByRole('article');
    expect(card.textContent).not.toContain('8801');
    expect(card.textContent).toContain('6789');
    expect(card.textContent).toContain('••••');
    expect(screen.getByText('Default')).toBeTruthy();
  });

  it('finds the last four digits in any format', () => {
    expect(lastFourDigits('6225 8801 2345 6789')).toBe('6789');
    expect(lastFourDigits('**** **** **** 1234')).toBe('1234');
    expect(lastFourDigits('12-34')).toBe('1234');
  });

  it('can be chosen', () => {
    render(<Selectable />);
    fireEvent.click(screen.getByRole('button', { name: /China Merchants Bank/, pressed: false }));
    expect(Selectable.args.onSelect).toHaveBeenCalledTimes(1);
  });
});
