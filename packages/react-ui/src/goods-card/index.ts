import '../theme-root/theme-root.css';
import { GoodsCard as GoodsCardComponent } from './goods-card';
import './goods-card.css';

export type { GoodsCardLayout, GoodsCardProps } from './goods-card';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const GoodsCard = GoodsCardComponent;
