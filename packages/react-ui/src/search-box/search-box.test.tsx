import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './search-box.stories';

const { Bounded, Empty, Filled, HomeEntry } = composeStories(stories);

describe('SearchBox', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('searches the trimmed text on Enter and ignores blank searches', () => {
    render(<Empty />);
    const field = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.submit(field);
    expect(Empty.args.onSearch).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '  shoes ' } });
    expect(Empty.args.onChange).toHaveBeenLastCalledWith('  shoes ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(Empty.args.onSearch).toHaveBeenCalledWith('shoes');
  });

  it('takes no more than maxLength characters as the shopper types', async () => {
    render(<Bounded />);
    const field = screen.getByRole('searchbox') as HTMLInputElement;
    expect(field.value).toBe('headphones');
    await userEvent.type(field, ' and more');
    expect(field.value).toBe('headphones');
    await userEvent.clear(field);
    await userEvent.type(field, 'earphones and more');
    expect(field.value).toBe('earphones ');
    expect(Bounded.args.onChange).toHaveBeenLastCalledWith('earphones ');
  });

  it('clears the text with the clear button', () => {
    render(<Filled />);
    const field = screen.getByRole('searchbox') as HTMLInputElement;
    expect(field.value).toBe('headphones');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('calls onActivate instead of typing on the home page', () => {
    render(<HomeEntry />);
    const field = screen.getByRole('searchbox') as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    fireEvent.click(field);
    expect(HomeEntry.args.onActivate).toHaveBeenCalledTimes(1);
  });
});
