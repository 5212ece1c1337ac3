import '../theme-root/theme-root.css';
import { BankCardItem as BankCardItemComponent } from './bank-card-item';
import './bank-card-item.css';

export type { BankCardItemProps, BankCardTone } from './bank-card-item';
export { lastFourDigits } from './bank-card-item';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** A bank card face: bank, holder, masked number (•••• 1234) and the default tag. */
export const BankCardItem = BankCardItemComponent;
