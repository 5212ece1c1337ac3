import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import { RatingStars } from './rating-stars';
import * as stories from './rating-stars.stories';

const { Empty, Disabled, ReadOnly, Invalid } = composeStories(stories);

function Controlled() {
  const [value, setValue] = useState(0);
  return (
    <>
      <RatingStars value={value} onChange={setValue} label="Rating" starLabel={(count) => `${count} of 5`} />
      <output>{value}</output>
    </>
  );
}

/** The star a shopper taps: the label around the (visually hidden) radio. */
const star = (name: string) => screen.getByRole('radio', { name }).closest('label') as HTMLElement;
const group = () => screen.getByRole('radiogroup', { name: 'Rating' });

describe('RatingStars', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('chooses a number of stars by tapping a star and lights the stars up to it', async () => {
    render(<Empty />);
    expect(group().getAttribute('data-state')).toBe('empty');
    await userEvent.click(star('4 stars'));
    expect(Empty.args.onChange).toHaveBeenLastCalledWith(4);
    expect(group().getAttribute('data-state')).toBe('rated');
    expect(group().querySelectorAll('[data-on]')).toHaveLength(4);
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('moves the choice with the arrow keys like any radio group', async () => {
    render(<Controlled />);
    await userEvent.click(star('2 of 5'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('status').textContent).toBe('4');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status').textContent).toBe('3');
  });

  it('shows a given rating read-only as one named picture', () => {
    render(<ReadOnly />);
    expect(screen.getByRole('img', { name: '3 stars' })).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('ties an error to the group and refuses changes when disabled', async () => {
    render(<Invalid />);
    expect(group().getAttribute('aria-invalid')).toBe('true');
    expect(group().getAttribute('aria-describedby')).toBe('rating-error');
    render(<Disabled />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.slice(-5).every((radio) => radio.disabled)).toBe(true);
  });

  it('keeps 44 px touch targets', () => {
    render(<Empty />);
    const first = star('1 stars').getBoundingClientRect();
    expect(first.width).toBeGreaterThanOrEqual(44);
    expect(first.height).toBeGreaterThanOrEqual(44);
  });
});
