export type { GoodsGridProps } from './goods-grid';
export { GoodsGrid } from './goods-grid';
