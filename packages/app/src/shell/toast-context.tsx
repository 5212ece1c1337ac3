import { Toast, type ToastKind, useToast } from '@mall/react-ui';
import { createContext, type ReactNode, useContext } from 'react';

type ShowToast = (message: string, kind?: ToastKind) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** One toast for the whole app, so it stays up (1500 ms) across a navigation. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  return (
    <ToastContext value={toast.show}>
      {children}
      <Toast {...toast.props} />
    </ToastContext>
  );
}

/** Shows a toast message. */
export function useShowToast(): ShowToast {
  return useContext(ToastContext);
}
