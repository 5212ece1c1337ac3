/**
 * Every theme token the kit reads, by name. Components only ever use these custom properties, so an
 * app re-themes the kit by overriding them (on `:root`, on a `ThemeRoot`, or through its `tokens`).
 */
export const themeTokens = {
  colorBackground: '--mall-color-background',
  colorSurface: '--mall-color-surface',
  colorSurfaceMuted: '--mall-color-surface-muted',
  colorText: '--mall-color-text',
  colorTextSecondary: '--mall-color-text-secondary',
  colorTextDisabled: '--mall-color-text-disabled',
  colorBorder: '--mall-color-border',
  colorPrimary: '--mall-color-primary',
  colorPrimarySoft: '--mall-color-primary-soft',
  colorOnPrimary: '--mall-color-on-primary',
  colorPrice: '--mall-color-price',
  colorPriceSoft: '--mall-color-price-soft',
  colorAccent: '--mall-color-accent',
  colorSuccess: '--mall-color-success',
  colorWarning: '--mall-color-warning',
  colorDanger: '--mall-color-danger',
  colorMask: '--mall-color-mask',
  colorTabInactive: '--mall-color-tab-inactive',
  colorTabActive: '--mall-color-tab-active',
  colorNavBackground: '--mall-color-nav-background',
  colorNavText: '--mall-color-nav-text',
  fontFamily: '--mall-font-family',
  fontSizeSmall: '--mall-font-size-small',
  fontSizeBody: '--mall-font-size-body',
  fontSizeTitle: '--mall-font-size-title',
  radiusSmall: '--mall-radius-small',
  radiusMedium: '--mall-radius-medium',
  radiusLarge: '--mall-radius-large',
  spacingPage: '--mall-spacing-page',
  shadowCard: '--mall-shadow-card',
  tabBarHeight: '--mall-tab-bar-height',
  tabBarIconSize: '--mall-tab-bar-icon-size',
  navBarHeight: '--mall-nav-bar-height',
  touchTarget: '--mall-touch-target',
  contentMaxWidth: '--mall-content-max-width',
  motionDuration: '--mall-motion-duration',
} as const;

export type ThemeTokenName = keyof typeof themeTokens;
export type ThemeTokenProperty = (typeof themeTokens)[ThemeTokenName];
/** Values to override, by token name, e.g. `{ colorPrimary: '#0a7d5a' }`. */
export type ThemeTokenValues = Partial<Record<ThemeTokenName, string>>;
/** The only theme the product has today; the name is kept so a second theme needs no API change. */
export type ThemeName = 'default';
/** Dark mode is off by default (spec) but the tokens for it ship, so an app may turn it on. */
export type ColorScheme = 'light' | 'dark';
