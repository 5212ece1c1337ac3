import '../theme-root/theme-root.css';
import { ActionSheet as ActionSheetComponent } from './action-sheet';
import '../internal/overlay.css';
import './action-sheet.css';

export type { ActionSheetAction, ActionSheetProps } from './action-sheet';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const ActionSheet = ActionSheetComponent;
