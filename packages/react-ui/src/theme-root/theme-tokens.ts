/**
 * Every theme token the kit reads, by name. Components only ever use these custom properties, so an
 * app re-themes the kit by overriding them (on `:root`, on a `ThemeRoot`, or through its `tokens`).
 */
export const themeTokens = {
  /** Page background behind cards and lists. */
  colorBackground: '--mall-color-background',
  /** Background of cards, bars, sheets and dialogs. */
  colorSurface: '--mall-color-surface',
  /** Muted background: inputs, skeletons, tags. */
  colorSurfaceMuted: '--mall-color-surface-muted',
  /** Main text colour. */
  colorText: '--mall-color-text',
  /** Secondary text: hints, meta lines, captions. */
  colorTextSecondary: '--mall-color-text-secondary',
  /** Text of disabled controls. */
  colorTextDisabled: '--mall-color-text-disabled',
  /** Hairlines and borders. */
  colorBorder: '--mall-color-border',
  /** The brand colour: primary buttons, links, selected states. */
  colorPrimary: '--mall-color-primary',
  /** A light tint of the primary colour, for selected backgrounds. */
  colorPrimarySoft: '--mall-color-primary-soft',
  /** Text and icons on the primary colour. */
  colorOnPrimary: '--mall-color-on-primary',
  /** Prices. */
  colorPrice: '--mall-color-price',
  /** A light tint of the price colour, for coupon backgrounds. */
  colorPriceSoft: '--mall-color-price-soft',
  /** Accent buttons: buy, pay. */
  colorAccent: '--mall-color-accent',
  /** Success states and messages. */
  colorSuccess: '--mall-color-success',
  /** Warnings and states that need attention. */
  colorWarning: '--mall-color-warning',
  /** Errors and destructive actions. */
  colorDanger: '--mall-color-danger',
  /** The dimming mask behind dialogs and sheets. */
  colorMask: '--mall-color-mask',
  /** Tab bar items not selected. */
  colorTabInactive: '--mall-color-tab-inactive',
  /** The selected tab bar item. */
  colorTabActive: '--mall-color-tab-active',
  /** Navigation bar background. */
  colorNavBackground: '--mall-color-nav-background',
  /** Navigation bar title and icons. */
  colorNavText: '--mall-color-nav-text',
  /** Font stack of the whole kit. */
  fontFamily: '--mall-font-family',
  /** Small text: meta lines, badges. */
  fontSizeSmall: '--mall-font-size-small',
  /** Body text. */
  fontSizeBody: '--mall-font-size-body',
  /** Titles of bars and dialogs. */
  fontSizeTitle: '--mall-font-size-title',
  /** Corner radius of small elements: tags, inputs. */
  radiusSmall: '--mall-radius-small',
  /** Corner radius of cards and buttons. */
  radiusMedium: '--mall-radius-medium',
  /** Corner radius of sheets and dialogs. */
  radiusLarge: '--mall-radius-large',
  /** Horizontal padding of a page. */
  spacingPage: '--mall-spacing-page',
  /** Shadow of raised cards. */
  shadowCard: '--mall-shadow-card',
  /** Height of the tab bar, without the safe area. */
  tabBarHeight: '--mall-tab-bar-height',
  /** Size of the tab bar icons. */
  tabBarIconSize: '--mall-tab-bar-icon-size',
  /** Height of the navigation bar. */
  navBarHeight: '--mall-nav-bar-height',
  /** Smallest touch target of a control. */
  touchTarget: '--mall-touch-target',
  /** Width content is limited to and centred in on wide screens. */
  contentMaxWidth: '--mall-content-max-width',
  /** Duration of transitions (zero when the user prefers reduced motion). */
  motionDuration: '--mall-motion-duration',
} as const;

/** The name of a theme token, e.g. `colorPrimary`. */
export type ThemeTokenName = keyof typeof themeTokens;
/** The CSS custom property of a theme token, e.g. `--mall-color-primary`. */
export type ThemeTokenProperty = (typeof themeTokens)[ThemeTokenName];
/** Values to override, by token name, e.g. `{ colorPrimary: '#0a7d5a' }`. */
export type ThemeTokenValues = Partial<Record<ThemeTokenName, string>>;
/** The only theme the product has today; the name is kept so a second theme needs no API change. */
export type ThemeName = 'default';
/** Dark mode is off by default (spec) but the tokens for it ship, so an app may turn it on. */
export type ColorScheme = 'light' | 'dark';
