import '../theme-root/theme-root.css';
import { OrderCard as OrderCardComponent } from './order-card';
import './order-card.css';

export type { OrderCardAction, OrderCardItem, OrderCardProps, OrderStatusTone } from './order-card';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** An order in the list: number and status, its goods, the total, and what the shopper can do next. */
export const OrderCard = OrderCardComponent;
