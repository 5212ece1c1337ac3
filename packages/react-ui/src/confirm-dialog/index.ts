import '../theme-root/theme-root.css';
import { ConfirmDialog as ConfirmDialogComponent } from './confirm-dialog';
import '../internal/overlay.css';
import './confirm-dialog.css';

export type { ConfirmDialogProps } from './confirm-dialog';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * Asks before an action ("Are you sure you want to delete this address?"). An alert dialog:
 * focus starts on cancel, stays inside, Escape cancels, and focus returns to what opened it.
 */
export const ConfirmDialog = ConfirmDialogComponent;
