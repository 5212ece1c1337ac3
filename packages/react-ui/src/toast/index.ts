import '../theme-root/theme-root.css';
import { Toast as ToastComponent } from './toast';
import './toast.css';

export type { ToastKind, ToastProps, ToastState } from './toast';
export { toastDuration, useToast } from './toast';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const Toast = ToastComponent;
