import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './goods-grid.stories';

const { TwoColumns } = composeStories(stories);

describe('GoodsGrid', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is a named list of goods laid out in two equal columns', () => {
    render(<TwoColumns />);
    const list = screen.getByRole('list', { name: 'Hot recommendations' });
    const items = Array.from(list.children) as HTMLElement[];
    expect(items).toHaveLength(6);
    const [first, second, third] = items.map((item) => item.getBoundingClientRect());
    expect(first?.top).toBe(second?.top);
    expect(first?.width).toBe(second?.width);
    expect(third?.left).toBe(first?.left);
  });
});
