import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './icon.stories';

const { Decorative, Labelled } = composeStories(stories);

describe('Icon', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is hidden from assistive technology unless labelled', () => {
    const decorative = render(<Decorative />);
    expect(decorative.container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
    decorative.unmount();
    render(<Labelled />);
    expect(screen.getByRole('img', { name: 'Customer service' })).toBeTruthy();
  });

  it('is 24 px by default', () => {
    const { container } = render(<Decorative />);
    expect(container.querySelector('svg')?.getBoundingClientRect().width).toBe(24);
  });
});
