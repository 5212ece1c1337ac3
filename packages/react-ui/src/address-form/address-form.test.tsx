import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './address-form.stories';

const { Empty, WithErrors, Submitting } = composeStories(stories);

describe('AddressForm', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('collects every field, the region from the picker, and submits them', async () => {
    render(<Empty />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact person' }), 'Li Wei');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '13800138000');
    const regionButton = screen.getByRole('button', { name: 'Region Please select' });
    await userEvent.click(regionButton);
    await userEvent.click(screen.getByRole('button', { name: 'Zhejiang' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hangzhou' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xihu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(regionButton);
    expect(regionButton.textContent).toBe('Zhejiang Hangzhou Xihu');
    await userEvent.type(screen.getByRole('textbox', { name: 'Detailed address' }), 'West Lake Road 1');
    await userEvent.click(screen.getByRole('switch', { name: 'Set as default address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(Empty.args.onSubmit).toHaveBeenCalledWith({
      contactName: 'Li Wei',
      mobile: '13800138000',
      region: ['330000', '330100', '330106'],
      regionLabels: ['Zhejiang', 'Hangzhou', 'Xihu'],
      detail: 'West Lake Road 1',
      isDefault: true,
    });
  });

  it('shows each error under its field and marks the field invalid', () => {
    render(<WithErrors />);
    expect(screen.getByRole('textbox', { name: 'Contact person' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'Mobile number: 6-15 digits' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Region/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Cannot be empty')).toHaveLength(3);
  });

  it('disables saving while submitting', () => {
    render(<Submitting />);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
