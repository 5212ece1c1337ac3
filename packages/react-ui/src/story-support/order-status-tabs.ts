import type { TabsItem } from '../tabs';
import type { StoryCopy } from './story-copy';

/** The order list's tabs in the spec's order, with sample counts. */
export function orderStatusTabs({ t }: StoryCopy): TabsItem[] {
  return [
    { value: 'all', label: t('order.tab.all') },
    { value: 'pending-payment', label: t('order.tab.pendingPayment'), count: 2 },
    { value: 'pending-shipment', label: t('order.tab.pendingShipment'), count: 1 },
    { value: 'pending-receipt', label: t('order.tab.pendingReceipt'), count: 0 },
    { value: 'pending-evaluation', label: t('order.tab.pendingEvaluation'), count: 5 },
    { value: 'after-sales', label: t('order.tab.afterSale') },
  ];
}
