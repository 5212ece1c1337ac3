import { type CSSProperties, type ReactNode, type Ref, useMemo } from 'react';
import { NumberLocaleContext } from '../internal/number-locale';
import { ThemeScopeContext } from './theme-scope';
import {
  type ColorScheme,
  type ThemeName,
  type ThemeTokenName,
  type ThemeTokenValues,
  themeTokens,
} from './theme-tokens';

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps {
  /** Theme name; `default` is the shop's theme (background `#f6f7fa`). */
  theme?: ThemeName;
  /** `light` unless the app turns dark mode on. */
  colorScheme?: ColorScheme;
  /** Token overrides for this subtree. */
  tokens?: ThemeTokenValues;
  /** Width the content is limited to and centred in on wide screens; `none` to use the full width. */
  contentMaxWidth?: string;
  /**
   * BCP 47 tag the kit formats numbers in (prices, counts, quantities), e.g. `bn-BD` for Bengali
   * digits; without it, Latin digits and no grouping.
   */
  locale?: string;
  /** Extra class names for the root element. */
  className?: string;
  /** What the theme applies to. */
  children?: ReactNode;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

function tokenStyle(
  tokens: ThemeTokenValues | undefined,
  contentMaxWidth: string | undefined,
): CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens ?? {})) {
    if (value !== undefined) {
      style[themeTokens[name as ThemeTokenName]] = value;
    }
  }
  if (contentMaxWidth !== undefined) {
    style[themeTokens.contentMaxWidth] = contentMaxWidth;
  }
  return style as CSSProperties;
}

/** Sets the theme for everything inside it and keeps content phone-width and centred on wide screens. */
export function ThemeRoot({
  theme = 'default',
  colorScheme = 'light',
  tokens,
  contentMaxWidth,
  locale,
  className,
  children,
  ref,
}: ThemeRootProps) {
  const style = tokenStyle(tokens, contentMaxWidth);
  const tokenKey = JSON.stringify(style);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised tokens stand for the style object.
  const scope = useMemo(
    () => ({ 'data-theme': theme, 'data-color-scheme': colorScheme, style }),
    [theme, colorScheme, tokenKey],
  );
  return (
    <div
      ref={ref}
      className={className ? `mall-theme-root ${className}` : 'mall-theme-root'}
      data-theme={theme}
      data-color-scheme={colorScheme}
      style={style}
    >
      <ThemeScopeContext value={scope}>
        <NumberLocaleContext value={locale}>
          <div className="mall-theme-root__content">{children}</div>
        </NumberLocaleContext>
      </ThemeScopeContext>
    </div>
  );
}
