import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { formatMinorUnits } from './price';
import * as stories from './price.stories';

const { Regular, Discounted, WholeUnits, Grouped, BengaliDigits } = composeStories(stories);

describe('Price', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('formats minor units into whole and fraction', () => {
    expect(formatMinorUnits(29900)).toEqual(['299', '00', '.']);
    expect(formatMinorUnits(5)).toEqual(['0', '05', '.']);
    expect(formatMinorUnits(189000, 0)).toEqual(['189000', '', '.']);
  });

  it("formats in a locale's digits, grouping and decimal separator", () => {
    expect(formatMinorUnits(12345600, 2, 'en')).toEqual(['123,456', '00', '.']);
    expect(formatMinorUnits(123450, 2, 'bn-BD')).toEqual(['১,২৩৪', '৫০', '.']);
    expect(formatMinorUnits(123450, 2, 'de')).toEqual(['1.234', '50', ',']);
    expect(formatMinorUnits(189000, 0, 'uz-Latn-UZ')[1]).toBe('');
  });

  it('takes the locale from ThemeRoot', () => {
    const { container } = render(<Grouped />);
    expect(container.querySelector('.mall-price__current')?.textContent).toBe('Price ¥123,456.00');
    expect(container.querySelector('del')?.textContent).toBe('Original price ¥150,000.00');
    const bengali = render(<BengaliDigits />);
    expect(bengali.container.querySelector('.mall-price__whole')?.textContent).toBe('১,২৩৪');
    expect(bengali.container.querySelector('.mall-price__fraction')?.textContent).toBe('.৫০');
  });

  it('shows symbol and amount, with no original price when not discounted', () => {
    const { container } = render(<Regular />);
    expect(container.querySelector('.mall-price__current')?.textContent).toBe('Price ¥299.00');
    expect(container.querySelector('del')).toBeNull();
    expect(container.querySelector('.mall-price')?.getAttribute('data-state')).toBe('regular');
  });

  it('strikes through the original price when discounted', () => {
    const { container } = render(<Discounted />);
    const original = container.querySelector('del');
    expect(original?.textContent).toBe('Original price ¥459.00');
    expect(container.querySelector('.mall-price')?.getAttribute('data-state')).toBe('discounted');
    expect(getComputedStyle(original as Element).textDecorationLine).toBe('line-through');
  });

  it('drops the decimal point for currencies without minor units', () => {
    render(<WholeUnits />);
    expect(screen.getByText('189000')).toBeTruthy();
    expect(screen.queryByText(/\./)).toBeNull();
  });
});
