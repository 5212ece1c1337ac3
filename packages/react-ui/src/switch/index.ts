import '../theme-root/theme-root.css';
import { Switch as SwitchComponent } from './switch';
import './switch.css';

export type { SwitchProps } from './switch';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** An on/off switch with its label; the whole row is the touch target. */
export const Switch = SwitchComponent;
