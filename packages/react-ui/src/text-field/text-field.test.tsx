import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './text-field.stories';

const { Empty, WithError, Multiline } = composeStories(stories);

describe('TextField', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is a labelled, required field that reports typed text', async () => {
    render(<Empty />);
    const field = screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    expect(field.required || field.getAttribute('aria-required') === 'true').toBe(true);
    expect(field.type).toBe('tel');
    await userEvent.type(field, '138');
    expect(Empty.args.onChange).toHaveBeenLastCalledWith('138');
    expect(field.value).toBe('138');
  });

  it('shows the error in red and ties it to the field', () => {
    render(<WithError />);
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'Mobile number: 6-15 digits' })).toBe(field);
    const error = screen.getByText('Mobile number: 6-15 digits');
    expect(getComputedStyle(error).color).toBe('rgb(217, 38, 28)');
  });

  it('renders a textarea when given rows', () => {
    render(<Multiline />);
    expect(screen.getByRole('textbox', { name: 'Detailed address' }).tagName).toBe('TEXTAREA');
  });
});
