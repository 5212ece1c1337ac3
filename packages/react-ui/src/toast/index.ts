export type { ToastKind, ToastProps, ToastState } from './toast';
export { Toast, toastDuration, useToast } from './toast';
