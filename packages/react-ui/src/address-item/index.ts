import '../theme-root/theme-root.css';
import { AddressItem as AddressItemComponent } from './address-item';
import './address-item.css';

export type { AddressItemProps } from './address-item';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** A delivery address: contact and mobile, the default tag, the address, and an edit button. */
export const AddressItem = AddressItemComponent;
