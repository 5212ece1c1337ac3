import '../theme-root/theme-root.css';
import { Icon as IconComponent } from './icon';
import './icon.css';

export type { IconName, IconProps } from './icon';
export { iconNames } from './icon';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** A line icon in the current text colour. */
export const Icon = IconComponent;
