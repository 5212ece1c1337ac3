import '../theme-root/theme-root.css';
import { GoodsCard as GoodsCardComponent } from './goods-card';
import './goods-card.css';

export type { GoodsCardLayout, GoodsCardProps } from './goods-card';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** One product: picture, two-line name, tags, price in red with the original struck through. */
export const GoodsCard = GoodsCardComponent;
