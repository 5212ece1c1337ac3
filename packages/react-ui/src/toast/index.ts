import '../theme-root/theme-root.css';
import { Toast as ToastComponent } from './toast';
import './toast.css';

export type { ToastKind, ToastProps, ToastState } from './toast';
export { toastDuration, useToast } from './toast';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * A short message in the middle of the screen that goes away by itself after 1500 ms. It lives in
 * a polite live region that stays mounted, so screen readers announce each new message.
 */
export const Toast = ToastComponent;
