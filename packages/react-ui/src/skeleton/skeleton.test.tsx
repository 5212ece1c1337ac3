import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './skeleton.stories';

const { GoodsGrid, List } = composeStories(stories);

describe('Skeleton', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('announces loading once while its shapes stay hidden', () => {
    render(<GoodsGrid />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading…');
    expect(status.querySelectorAll('.mall-skeleton[aria-hidden="true"]').length).toBe(16);
  });

  it('draws as many rows as asked', () => {
    const { container } = render(<List />);
    expect(container.querySelectorAll('.mall-skeleton-screen__row')).toHaveLength(3);
  });
});
