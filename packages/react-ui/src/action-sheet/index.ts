import '../theme-root/theme-root.css';
import { ActionSheet as ActionSheetComponent } from './action-sheet';
import '../internal/overlay.css';
import './action-sheet.css';

export type { ActionSheetAction, ActionSheetProps } from './action-sheet';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** A list of choices rising from the bottom (refund reason, photo source, ...), with cancel apart. */
export const ActionSheet = ActionSheetComponent;
