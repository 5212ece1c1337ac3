import '../theme-root/theme-root.css';
import { StateView as StateViewComponent } from './state-view';
import './state-view.css';

export type { StateViewProps, StateViewStatus } from './state-view';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** Whole-area placeholder for an empty list, a load in progress, or a failed load (tap to reload). */
export const StateView = StateViewComponent;
