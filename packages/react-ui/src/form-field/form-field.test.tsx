import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './form-field.stories';

const { WithCustomControl, WithError, Vertical } = composeStories(stories);

describe('FormField', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('labels its control and marks it required', () => {
    render(<WithCustomControl />);
    const select = screen.getByRole('combobox', { name: 'Bank name' });
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks the control invalid and describes it with the error', () => {
    render(<WithError />);
    const select = screen.getByRole('combobox', { name: 'Bank name' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { description: 'Cannot be empty' })).toBe(select);
  });

  it('describes the control with its hint', () => {
    render(<Vertical />);
    expect(screen.getByRole('combobox', { description: 'Please select' })).toBeTruthy();
  });
});
