import '../theme-root/theme-root.css';
import { GoodsActionBar as GoodsActionBarComponent } from './goods-action-bar';
import './goods-action-bar.css';

export type { GoodsActionBarProps, GoodsActionButton, GoodsActionShortcut } from './goods-action-bar';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** The goods page's bottom bar: service and cart shortcuts, then add to cart and buy now. */
export const GoodsActionBar = GoodsActionBarComponent;
