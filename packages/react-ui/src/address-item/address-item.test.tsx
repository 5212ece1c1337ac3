import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './address-item.stories';

const { Default, NotDefault, Selected } = composeStories(stories);

describe('AddressItem', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('shows contact, mobile, the default tag and the full address', () => {
    render(<Default />);
    const item = screen.getByRole('article');
    expect(item.textContent).toContain('Li Wei');
    expect(item.textContent).toContain('138 0013 8000');
    expect(screen.getByText('Default')).toBeTruthy();
    expect(item.textContent).toContain('Guangdong, Shenzhen, Nanshan Room 1203');
  });

  it('has no default tag when not default, and edits by a named button', () => {
    render(<NotDefault />);
    expect(screen.queryByText('Default')).toBeNull();
    const edit = screen.getByRole('button', { name: 'Edit', description: 'Li Wei' });
    fireEvent.click(edit);
    expect(NotDefault.args.onEdit).toHaveBeenCalledTimes(1);
    expect(edit.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  });

  it('is a pressed button when selected for checkout', () => {
    render(<Selected />);
    const choose = screen.getByRole('button', { name: /Li Wei/, pressed: true });
    fireEvent.click(choose);
    expect(Selected.args.onSelect).toHaveBeenCalledTimes(1);
  });
});
