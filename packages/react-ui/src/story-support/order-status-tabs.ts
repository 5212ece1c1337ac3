import type { TabsItem } from '../tabs';
import type { StoryCopy } from './story-copy';

/** The order list's tabs in the spec's order, with sample counts. */
export function orderStatusTabs(copy: StoryCopy): TabsItem[] {
  return [
    { value: 'all', label: copy.statusAll },
    { value: 'pending-payment', label: copy.statusPendingPayment, count: 2 },
    { value: 'pending-shipment', label: copy.statusPendingShipment, count: 1 },
    { value: 'pending-receipt', label: copy.statusPendingReceipt, count: 0 },
    { value: 'pending-evaluation', label: copy.statusPendingEvaluation, count: 5 },
    { value: 'after-sales', label: copy.statusAfterSales },
  ];
}
