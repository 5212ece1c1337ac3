import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../confirm-dialog';
import { expectNoAxeViolations } from '../test-support/axe';
import { ThemeRoot } from './theme-root';
import * as stories from './theme-root.stories';
import { themeTokens } from './theme-tokens';

const { Default, Dark, CustomPrimary } = composeStories(stories);

function root(container: HTMLElement) {
  return container.querySelector('.mall-theme-root:last-of-type') as HTMLElement;
}

describe('ThemeRoot', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is the default theme on #f6f7fa, light unless asked', () => {
    const { container } = render(<Default />);
    const theme = container.querySelectorAll('.mall-theme-root')[1] as HTMLElement;
    expect(theme.getAttribute('data-theme')).toBe('default');
    expect(theme.getAttribute('data-color-scheme')).toBe('light');
    expect(getComputedStyle(theme).backgroundColor).toBe('rgb(246, 247, 250)');
    expect(getComputedStyle(theme).getPropertyValue('--mall-tab-bar-height').trim()).toBe('50px');
  });

  it('turns dark mode on when asked', () => {
    const { container } = render(<Dark />);
    const theme = container.querySelector('[data-color-scheme="dark"]') as HTMLElement;
    expect(getComputedStyle(theme).backgroundColor).toBe('rgb(17, 18, 20)');
  });

  it('carries dark mode and token overrides into dialogs rendered outside it', () => {
    render(
      <ThemeRoot colorScheme="dark" tokens={{ colorPrimary: '#0b7a53' }}>
        <ConfirmDialog
          open
          title="Delete"
          confirmLabel="OK"
          cancelLabel="Cancel"
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </ThemeRoot>,
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.closest('.mall-theme-root')).toBeNull();
    expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(28, 29, 33)');
    expect(getComputedStyle(screen.getByRole('button', { name: 'OK' })).backgroundColor).toBe(
      'rgb(11, 122, 83)',
    );
  });

  it('overrides tokens by name', () => {
    const { container } = render(<CustomPrimary />);
    const button = container.querySelector('.mall-button[data-block]') as HTMLElement;
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 122, 83)');
  });

  it('limits and centres the content on wide screens', () => {
    const { container } = render(
      <div style={{ width: 1000 }}>
        <ThemeRoot contentMaxWidth="400px">
          <p>content</p>
        </ThemeRoot>
      </div>,
    );
    const content = root(container).firstElementChild as HTMLElement;
    const box = content.getBoundingClientRect();
    expect(box.width).toBe(400);
    expect(box.left).toBe(300);
  });

  it('names every token as a --mall- custom property', () => {
    for (const property of Object.values(themeTokens)) {
      expect(property.startsWith('--mall-')).toBe(true);
    }
    expect(themeTokens.colorBackground).toBe('--mall-color-background');
  });
});
