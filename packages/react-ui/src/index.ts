// Every public export of the kit, by name.
export type { BadgeProps, BadgeState } from './badge';
export { Badge } from './badge';
export type { GoodsCardLayout, GoodsCardProps } from './goods-card';
export { GoodsCard } from './goods-card';
export type { GoodsGridProps } from './goods-grid';
export { GoodsGrid } from './goods-grid';
export type { IconName, IconProps } from './icon';
export { Icon, iconNames } from './icon';
export type { NavBarProps, NavBarVariant } from './nav-bar';
export { NavBar } from './nav-bar';
export type { PriceProps, PriceSize, PriceState } from './price';
export { formatMinorUnits, Price } from './price';
export type { SearchBoxProps } from './search-box';
export { SearchBox } from './search-box';
export type {
  SpecGroup,
  SpecOption,
  SpecPickerProps,
  SpecPickerState,
  SpecSelection,
  SpecSku,
} from './spec-picker';
export { defaultSelection, findSku, isOptionAvailable, isOptionInStock, SpecPicker } from './spec-picker';
export type { StepperProps, StepperState } from './stepper';
export { Stepper } from './stepper';
export type { TabBarItem, TabBarProps } from './tab-bar';
export { TabBar } from './tab-bar';
export type {
  ColorScheme,
  ThemeName,
  ThemeRootProps,
  ThemeTokenName,
  ThemeTokenProperty,
  ThemeTokenValues,
} from './theme-root';
export { ThemeRoot, themeTokens } from './theme-root';
