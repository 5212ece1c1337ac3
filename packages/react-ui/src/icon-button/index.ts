import '../theme-root/theme-root.css';
import { IconButton as IconButtonComponent } from './icon-button';

export type { IconButtonProps } from './icon-button';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** A 44 px button that shows one icon and is named by `label` (back, close, share, ...). */
export const IconButton = IconButtonComponent;
