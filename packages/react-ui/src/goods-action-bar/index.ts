export type { GoodsActionBarProps, GoodsActionButton, GoodsActionShortcut } from './goods-action-bar';
export { GoodsActionBar } from './goods-action-bar';
