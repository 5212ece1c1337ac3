import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './status-tabs.stories';

const { All, ManyCounts } = composeStories(stories);

describe('StatusTabs', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('lists the six order statuses with their counts in the tab names', () => {
    render(<All />);
    const tabs = screen.getAllByRole('tab');
    const expected = [
      'All',
      'Pending payment 2',
      'Pending shipment 1',
      'Pending receipt',
      'Pending evaluation 5',
      'After-sales and refund',
    ];
    expect(tabs).toHaveLength(6);
    expected.forEach((name, index) => {
      expect(screen.getByRole('tab', { name })).toBe(tabs[index]);
    });
  });

  it('scrolls sideways instead of squeezing long labels', async () => {
    render(<ManyCounts />);
    const list = screen.getByRole('tablist');
    expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    expect(screen.getAllByText('99+').length).toBe(5);
    await userEvent.click(screen.getByRole('tab', { name: /After-sales/ }));
    expect(ManyCounts.args.onChange).toHaveBeenCalledWith('after-sales');
  });
});
