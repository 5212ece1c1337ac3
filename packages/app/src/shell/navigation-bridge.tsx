import { useEffect } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

let current: NavigateFunction | undefined;

/** Navigates from outside React (the client's `onLogout`); falls back to the hash before mount. */
export function navigateOutside(path: string): void {
  if (current) {
    void current(path, { replace: true });
  } else {
    window.location.hash = `#${path}`;
  }
}

/** Hands the router's navigate function to {@link navigateOutside}. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    current = navigate;
    return () => {
      current = undefined;
    };
  }, [navigate]);
  return null;
}
