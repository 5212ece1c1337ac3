import '../theme-root/theme-root.css';
import { NavBar as NavBarComponent } from './nav-bar';
import './nav-bar.css';

export type { NavBarProps, NavBarVariant } from './nav-bar';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** The bar at the top of a page: back button, centred title, optional actions. */
export const NavBar = NavBarComponent;
