export type { GoodsCardLayout, GoodsCardProps } from './goods-card';
export { GoodsCard } from './goods-card';
