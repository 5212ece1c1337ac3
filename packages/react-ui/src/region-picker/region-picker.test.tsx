import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './region-picker.stories';

const { ChooseProvince, WithValue, Closed } = composeStories(stories);

describe('RegionPicker', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('walks province, city and district, then reports values and labels and closes', async () => {
    render(<ChooseProvince />);
    const dialog = screen.getByRole('dialog', { name: 'Region' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Guangdong' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guangdong' }));
    expect(screen.getByRole('list', { name: 'City' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Shenzhen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nanshan' }));
    expect(ChooseProvince.args.onChange).toHaveBeenCalledWith(
      ['440000', '440300', '440305'],
      ['Guangdong', 'Shenzhen', 'Nanshan'],
    );
    expect(ChooseProvince.args.onClose).toHaveBeenCalledTimes(1);
  });

  it('opens on the last level of a chosen value and lets the shopper go back a level', async () => {
    render(<WithValue />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nanshan', pressed: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Province: Guangdong' }));
    expect(screen.getByRole('list', { name: 'Province' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Shanghai' }));
    expect(screen.getByRole('button', { name: 'City: Please select' })).toBeTruthy();
    expect(WithValue.args.onChange).not.toHaveBeenCalled();
  });

  it('closes on Escape and on the close button', async () => {
    render(<ChooseProvince />);
    await userEvent.keyboard('{Escape}');
    expect(ChooseProvince.args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(ChooseProvince.args.onClose).toHaveBeenCalledTimes(2);
  });

  it('starts every opening from the committed value, dropping half-made choices', async () => {
    const { rerender } = render(<Closed value={['440000', '440300', '440305']} />);
    rerender(<Closed open value={['440000', '440300', '440305']} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nanshan', pressed: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Province: Guangdong' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zhejiang' }));
    rerender(<Closed open={false} value={['440000', '440300', '440305']} />);
    rerender(<Closed open value={['440000', '440300', '440305']} />);
    expect(screen.getByRole('button', { name: 'Province: Guangdong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nanshan', pressed: true })).toBeTruthy();
  });

  it('renders nothing while closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
