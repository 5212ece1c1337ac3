import { type CSSProperties, createContext, useContext } from 'react';
import type { ColorScheme, ThemeName } from './theme-tokens';

/** What a portal needs to look like the `ThemeRoot` it was opened from. */
export interface ThemeScope {
  'data-theme': ThemeName;
  'data-color-scheme': ColorScheme;
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
