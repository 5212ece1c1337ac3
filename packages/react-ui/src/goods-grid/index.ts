import '../theme-root/theme-root.css';
import { GoodsGrid as GoodsGridComponent } from './goods-grid';
import './goods-grid.css';

export type { GoodsGridProps } from './goods-grid';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** Goods cards in a two-column (by default) list with even gaps. */
export const GoodsGrid = GoodsGridComponent;
