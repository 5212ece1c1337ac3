import '../theme-root/theme-root.css';
import { BalanceCard as BalanceCardComponent } from './balance-card';
import './balance-card.css';

export type { BalanceCardProps } from './balance-card';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const BalanceCard = BalanceCardComponent;
