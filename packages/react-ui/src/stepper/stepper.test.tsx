import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import { Stepper } from './stepper';
import * as stories from './stepper.stories';

const { AtMinimum, AtStockLimit, Disabled } = composeStories(stories);

function Controlled() {
  const [value, setValue] = useState(2);
  return (
    <>
      <Stepper value={value} onChange={setValue} label="Quantity" increaseLabel="More" decreaseLabel="Less" />
      <output>{value}</output>
    </>
  );
}

function field() {
  return screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
}

describe('Stepper', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('steps up to the stock limit and down to the minimum, disabling the ends', async () => {
    render(<AtMinimum />);
    const minus = screen.getByRole('button', { name: 'Decrease' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    for (let index = 0; index < 6; index += 1) {
      if (!plus.disabled) {
        await userEvent.click(plus);
      }
    }
    expect(field().value).toBe('5');
    expect(plus.disabled).toBe(true);
    expect(AtMinimum.args.onChange).toHaveBeenLastCalledWith(5);
    expect(AtMinimum.args.onChange).toHaveBeenCalledTimes(4);
    await userEvent.click(minus);
    expect(field().value).toBe('4');
  });

  it('clamps typed numbers on blur', async () => {
    render(<AtMinimum />);
    await userEvent.fill(field(), '99');
    fireEvent.blur(field());
    expect(field().value).toBe('5');
    await userEvent.fill(field(), '');
    fireEvent.blur(field());
    expect(field().value).toBe('1');
  });

  it('supports arrow keys, Home and End like a spin button', async () => {
    render(<AtMinimum />);
    field().focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(field().getAttribute('aria-valuenow')).toBe('3');
    await userEvent.keyboard('{End}');
    expect(field().value).toBe('5');
    await userEvent.keyboard('{Home}');
    expect(field().value).toBe('1');
  });

  it('reports the state at the stock limit and when disabled', () => {
    const limit = render(<AtStockLimit />);
    expect(limit.container.querySelector('.mall-stepper')?.getAttribute('data-state')).toBe('at-max');
    limit.unmount();
    render(<Disabled />);
    expect(field().disabled).toBe(true);
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(
      true,
    );
  });

  it('follows a controlled value', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('status').textContent).toBe('3');
  });

  it('keeps 44 px touch targets around the buttons', () => {
    render(<AtMinimum />);
    const plus = screen.getByRole('button', { name: 'Increase' });
    const after = getComputedStyle(plus, '::after');
    const size = plus.getBoundingClientRect().height - 2 * Number.parseFloat(after.top);
    expect(size).toBeGreaterThanOrEqual(44);
  });
});
