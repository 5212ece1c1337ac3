import '../theme-root/theme-root.css';
import { Badge as BadgeComponent } from './badge';
import './badge.css';

export type { BadgeProps, BadgeState } from './badge';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** A red count or dot in the corner of an icon or on its own. */
export const Badge = BadgeComponent;
