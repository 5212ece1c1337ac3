// Every public export of the kit, by name.
// Written by scripts/write-lists.mjs from the index.ts of each public folder of src/.
export type { ActionSheetAction, ActionSheetProps } from './action-sheet';
export { ActionSheet } from './action-sheet';
export type {
  AddressFormErrors,
  AddressFormLabels,
  AddressFormProps,
  AddressFormValues,
} from './address-form';
export { AddressForm } from './address-form';
export type { AddressItemProps } from './address-item';
export { AddressItem } from './address-item';
export type { BadgeProps, BadgeState } from './badge';
export { Badge } from './badge';
export type { BalanceCardProps } from './balance-card';
export { BalanceCard } from './balance-card';
export type { BankCardItemProps, BankCardTone } from './bank-card-item';
export { BankCardItem, lastFourDigits } from './bank-card-item';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Button } from './button';
export type { CellGroupProps, CellProps } from './cell';
export { Cell, CellGroup } from './cell';
export type {
  ChatBubbleListLabels,
  ChatBubbleListProps,
  ChatMessage,
  ChatMessageStatus,
  ChatSide,
} from './chat-bubble-list';
export { ChatBubbleList } from './chat-bubble-list';
export type { ChatComposerLabels, ChatComposerProps } from './chat-composer';
export { ChatComposer } from './chat-composer';
export type { ConfirmDialogProps } from './confirm-dialog';
export { ConfirmDialog } from './confirm-dialog';
export type { CouponCardProps, CouponState } from './coupon-card';
export { CouponCard } from './coupon-card';
export type { FormFieldControlProps, FormFieldLayout, FormFieldProps, FormFieldState } from './form-field';
export { FormField } from './form-field';
export type { GoodsActionBarProps, GoodsActionButton, GoodsActionShortcut } from './goods-action-bar';
export { GoodsActionBar } from './goods-action-bar';
export type { GoodsCardLayout, GoodsCardProps } from './goods-card';
export { GoodsCard } from './goods-card';
export type { GoodsGridProps } from './goods-grid';
export { GoodsGrid } from './goods-grid';
export type { IconName, IconProps } from './icon';
export { Icon, iconNames } from './icon';
export type { IconButtonProps } from './icon-button';
export { IconButton } from './icon-button';
export type { ImagePreviewLabels, ImagePreviewProps, PreviewImage } from './image-preview';
export { clampZoom, ImagePreview, maximumZoom, minimumZoom } from './image-preview';
export type {
  ImageUploaderLabels,
  ImageUploaderProps,
  ImageUploaderState,
  UploadItem,
  UploadStatus,
} from './image-uploader';
export { ImageUploader, maximumUploads } from './image-uploader';
export type { NavBarProps, NavBarVariant } from './nav-bar';
export { NavBar } from './nav-bar';
export type { LocalNumberOptions } from './number-format';
export { formatLocalNumber, localNumberParts, scaledNumberParts } from './number-format';
export type { OrderCardAction, OrderCardItem, OrderCardProps, OrderStatusTone } from './order-card';
export { OrderCard } from './order-card';
export type { PriceProps, PriceSize, PriceState } from './price';
export { formatMinorUnits, Price } from './price';
export type { PullState, PullToRefreshLabels, PullToRefreshProps } from './pull-to-refresh';
export { PullToRefresh, pullDistance, pullThreshold } from './pull-to-refresh';
export type { RatingStarsProps, RatingStarsState } from './rating-stars';
export { RatingStars } from './rating-stars';
export type { RegionFieldProps, RegionFieldState } from './region-field';
export { RegionField } from './region-field';
export type { RegionOption, RegionPickerProps } from './region-picker';
export { RegionPicker } from './region-picker';
export type { SearchBoxProps } from './search-box';
export { SearchBox } from './search-box';
export type { SkeletonLayout, SkeletonProps, SkeletonScreenProps, SkeletonShape } from './skeleton';
export { Skeleton, SkeletonScreen } from './skeleton';
export type {
  SpecGroup,
  SpecOption,
  SpecPickerProps,
  SpecPickerState,
  SpecSelection,
  SpecSku,
} from './spec-picker';
export { defaultSelection, findSku, isOptionAvailable, isOptionInStock, SpecPicker } from './spec-picker';
export type { StateViewProps, StateViewStatus } from './state-view';
export { StateView } from './state-view';
export type { StatusTabsProps } from './status-tabs';
export { StatusTabs } from './status-tabs';
export type { StepperProps, StepperState } from './stepper';
export { Stepper } from './stepper';
export type { SwiperProps, SwiperSlide } from './swiper';
export { Swiper, swiperDuration, swiperInterval } from './swiper';
export type { SwitchProps } from './switch';
export { Switch } from './switch';
export type { TabBarItem, TabBarProps } from './tab-bar';
export { TabBar } from './tab-bar';
export type { TabsItem, TabsProps, TabsVariant } from './tabs';
export { Tabs } from './tabs';
export type { TextFieldProps } from './text-field';
export { TextField } from './text-field';
export type {
  ColorScheme,
  ThemeName,
  ThemeRootProps,
  ThemeScope,
  ThemeTokenName,
  ThemeTokenProperty,
  ThemeTokenValues,
} from './theme-root';
export { ThemeRoot, themeTokens, useThemeScope } from './theme-root';
export type { ToastKind, ToastProps, ToastState } from './toast';
export { Toast, toastDuration, useToast } from './toast';
export type { VideoPlayerLabels, VideoPlayerProps, VideoPlayerState, VideoTrack } from './video-player';
export { controlsHideDelay, VideoPlayer } from './video-player';
