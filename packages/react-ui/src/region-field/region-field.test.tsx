import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './region-field.stories';

const { Empty, Filled, Loading, WithError, Open } = composeStories(stories);

describe('RegionField', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('opens the picker from a button named by the label and the placeholder, and reports the choice', async () => {
    render(<Empty />);
    const button = screen.getByRole('button', { name: 'Region Please select' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.dataset.state).toBe('empty');
    await userEvent.click(button);
    expect(Empty.args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Zhejiang' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hangzhou' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xihu' }));
    expect(Empty.args.onChange).toHaveBeenCalledWith(
      ['330000', '330100', '330106'],
      ['Zhejiang', 'Hangzhou', 'Xihu'],
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shows the chosen region and opens the picker on it', async () => {
    render(<Filled />);
    const button = screen.getByRole('button', { name: 'Region Guangdong Shenzhen Nanshan' });
    expect(button.dataset.state).toBe('filled');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Nanshan', pressed: true })).toBeTruthy();
  });

  it('says the options are loading in place of the placeholder', () => {
    render(<Loading />);
    expect(screen.getByRole('button', { name: 'Region Loading regions…' })).toBeTruthy();
  });

  it('marks the button invalid and describes it by the error', () => {
    render(<WithError />);
    const button = screen.getByRole('button', { name: /^Region/, description: 'Cannot be empty' });
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(button.hasAttribute('aria-required')).toBe(false);
  });

  it('leaves an open picker to its owner: closing only asks', async () => {
    render(<Open />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(Open.args.onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Region' })).toBeTruthy();
  });
});
