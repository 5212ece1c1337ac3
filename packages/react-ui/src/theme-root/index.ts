export type { ThemeRootProps } from './theme-root';
export { ThemeRoot } from './theme-root';
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
