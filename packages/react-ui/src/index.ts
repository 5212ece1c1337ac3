export type { BadgeProps, BadgeState } from './badge';
export { Badge } from './badge';
export type { IconName, IconProps } from './icon';
export { Icon, iconNames } from './icon';
export type {
  ColorScheme,
  ThemeName,
  ThemeRootProps,
  ThemeTokenName,
  ThemeTokenProperty,
  ThemeTokenValues,
} from './theme-root';
export { ThemeRoot, themeTokens } from './theme-root';
