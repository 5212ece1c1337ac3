import '../theme-root/theme-root.css';
import { OrderCard as OrderCardComponent } from './order-card';
import './order-card.css';

export type { OrderCardAction, OrderCardItem, OrderCardProps, OrderStatusTone } from './order-card';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const OrderCard = OrderCardComponent;
