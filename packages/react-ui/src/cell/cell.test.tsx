import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { Cell, CellGroup } from './cell';
import * as stories from './cell.stories';

const { MenuGroup, Static } = composeStories(stories);

describe('Cell', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('lists links and buttons in a named group', () => {
    render(<MenuGroup />);
    const group = screen.getByRole('region', { name: 'My' });
    expect(group.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '#/pages/withdrawal/list',
    );
    expect(screen.getByRole('button', { name: 'Customer service 2 unread messages' })).toBeTruthy();
  });

  it('calls onClick and is at least 44 px high', () => {
    const onClick = vi.fn();
    render(
      <CellGroup>
        <Cell title="Language" value="English" onClick={onClick} />
      </CellGroup>,
    );
    const row = screen.getByRole('button', { name: 'Language English' });
    fireEvent.click(row);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('is plain text without a target', () => {
    render(<Static />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
