export type { OrderCardAction, OrderCardItem, OrderCardProps, OrderStatusTone } from './order-card';
export { OrderCard } from './order-card';
