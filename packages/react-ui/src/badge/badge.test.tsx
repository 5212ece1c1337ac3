import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { ThemeRoot } from '../theme-root';
import { Badge } from './badge';
import * as stories from './badge.stories';

const { Count, Overflow, Dot, Hidden } = composeStories(stories);

describe('Badge', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it("writes the count in the digits of ThemeRoot's locale", () => {
    const { container } = render(
      <ThemeRoot locale="bn-BD">
        <Badge count={12} label="12 orders" />
        <Badge count={120} label="120 orders" />
      </ThemeRoot>,
    );
    expect([...container.querySelectorAll('.mall-badge')].map((badge) => badge.textContent)).toEqual([
      expect.stringContaining('১২'),
      expect.stringContaining('৯৯+'),
    ]);
  });

  it('shows the count and reads the label', () => {
    const { container } = render(<Count />);
    expect(container.querySelector('[data-state="count"]')?.textContent).toContain('3');
    expect(screen.getByText('3 unread messages')).toBeTruthy();
  });

  it('caps the count at max', () => {
    const { container } = render(<Overflow />);
    expect(container.querySelector('.mall-badge__mark')?.textContent).toBe('99+');
  });

  it('shows a dot without a number, and nothing for zero', () => {
    const dot = render(<Dot />);
    expect(dot.container.querySelector('.mall-badge__mark')?.textContent).toBe('');
    dot.unmount();
    const hidden = render(<Hidden />);
    expect(hidden.container.querySelector('.mall-badge__mark')).toBeNull();
    expect(hidden.container.querySelector('.mall-badge')?.getAttribute('data-state')).toBe('hidden');
  });

  it('respects a custom max', () => {
    const { container } = render(<Badge count={12} max={9} label="12 new" />);
    expect(container.querySelector('.mall-badge__mark')?.textContent).toBe('9+');
  });
});
