import '../theme-root/theme-root.css';
import { Price as PriceComponent } from './price';
import './price.css';

export type { PriceProps, PriceSize, PriceState } from './price';
export { formatMinorUnits } from './price';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** A shop price: symbol, large whole part, small decimals, and the original price struck through. */
export const Price = PriceComponent;
