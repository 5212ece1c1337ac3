import './theme-root.css';
import { ThemeRoot as ThemeRootComponent } from './theme-root';

export type { ThemeRootProps } from './theme-root';
export type { ThemeScope } from './theme-scope';
export { useThemeScope } from './theme-scope';
export type {
  ColorScheme,
  ThemeName,
  ThemeTokenName,
  ThemeTokenProperty,
  ThemeTokenValues,
} from './theme-tokens';
export { themeTokens } from './theme-tokens';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** Sets the theme for everything inside it and keeps content phone-width and centred on wide screens. */
export const ThemeRoot = ThemeRootComponent;
