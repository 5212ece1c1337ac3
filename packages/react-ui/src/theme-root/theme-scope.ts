import { type CSSProperties, createContext, useContext } from 'react';
import type { ColorScheme, ThemeName } from './theme-tokens';

/** What a portal needs to look like the `ThemeRoot` it was opened from. */
export interface ThemeScope {
  /** The theme name, which the stylesheets select on. */
  'data-theme': ThemeName;
  /** The colour scheme, which the stylesheets select on. */
  'data-color-scheme': ColorScheme;
  /** The token overrides as custom properties. */
  style: CSSProperties;
}

const defaultScope: ThemeScope = { 'data-theme': 'default', 'data-color-scheme': 'light', style: {} };

export const ThemeScopeContext = createContext<ThemeScope>(defaultScope);

/**
 * Dialogs, sheets and toasts render into `document.body`, outside the `ThemeRoot`; they spread this
 * on their outer element so dark mode and token overrides reach them too.
 */
export function useThemeScope(): ThemeScope {
  return useContext(ThemeScopeContext);
}
