import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { sampleSkus, sampleSpecGroups } from '../story-support/sample-specs';
import { storyCopy } from '../story-support/story-copy';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './spec-picker.stories';
import { defaultSelection, findSku, isOptionAvailable } from './spec-selection';

const { DefaultSelection, PreferredSku, SoldOut } = composeStories(stories);

function radio(name: string) {
  return screen.getByRole('radio', { name }) as HTMLInputElement;
}

describe('SpecPicker', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('chooses the first SKU in stock by default and shows its price and stock', () => {
    render(<DefaultSelection />);
    expect(radio('Midnight black').checked).toBe(true);
    expect(radio('Standard').checked).toBe(true);
    expect(screen.getByText('Stock 12')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Colour' })).toBeTruthy();
  });

  it('starts from a preferred SKU', () => {
    render(<PreferredSku />);
    expect(radio('Pearl white').checked).toBe(true);
    expect(radio('Pro').checked).toBe(true);
    expect(screen.getByText('Stock 5')).toBeTruthy();
  });

  it('marks options that do not go with the choice and reports the chosen SKU', async () => {
    const { container } = render(<DefaultSelection />);
    await userEvent.click(screen.getByText('Ocean blue'));
    expect(screen.getByText('Pro').getAttribute('data-state')).toBe('unavailable');
    expect(radio('Standard').checked).toBe(true);
    expect(screen.getByText('Stock 2')).toBeTruthy();
    expect(container.querySelector('.mall-price__current')?.textContent).toBe('Price ¥319.00');
    expect(DefaultSelection.args.onChange).toHaveBeenLastCalledWith(
      ['blue', 'standard'],
      expect.objectContaining({ id: 'blue-standard' }),
    );
  });

  it('clears a choice that becomes impossible and limits quantity to the stock', async () => {
    render(<DefaultSelection />);
    await userEvent.click(screen.getByText('Pro'));
    expect(screen.getByText('Stock 3')).toBeTruthy();
    const plus = screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement;
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(plus.disabled).toBe(true);
    expect(DefaultSelection.args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByText('Ocean blue'));
    expect(radio('Pro').checked).toBe(false);
    expect(DefaultSelection.args.onChange).toHaveBeenLastCalledWith(['blue', ''], undefined);
  });

  it('disables an option no SKU has in stock', () => {
    const skus = sampleSkus.map((sku) => (sku.selection[0] === 'blue' ? { ...sku, stock: 0 } : sku));
    render(<DefaultSelection skus={skus} />);
    expect(radio('Ocean blue').disabled).toBe(true);
    expect(radio('Pearl white').disabled).toBe(false);
  });

  it('moves between options with arrow keys', async () => {
    render(<DefaultSelection />);
    radio('Midnight black').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(radio('Pearl white').checked).toBe(true);
  });

  it('says out of stock and disables quantity when nothing is left', () => {
    render(<SoldOut />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect((screen.getByRole('spinbutton') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByRole('radio').every((input) => (input as HTMLInputElement).disabled)).toBe(true);
  });

  it('computes selection helpers', () => {
    const groups = sampleSpecGroups(storyCopy.en);
    expect(defaultSelection(groups, sampleSkus, 'blue-pro')).toEqual(['black', 'standard']);
    expect(findSku(sampleSkus, ['white', ''])).toBeUndefined();
    expect(isOptionAvailable(sampleSkus, ['blue', ''], 1, 'pro')).toBe(false);
    expect(isOptionAvailable(sampleSkus, ['', ''], 1, 'pro')).toBe(true);
  });
});
