import '../theme-root/theme-root.css';
import { BalanceCard as BalanceCardComponent } from './balance-card';
import './balance-card.css';

export type { BalanceCardProps } from './balance-card';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** The "My" page's balance: a blue card with the amount large and the balance actions. */
export const BalanceCard = BalanceCardComponent;
