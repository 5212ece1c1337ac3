import type { ReactNode } from 'react';
import './fixed-bar.css';

/**
 * A bar fixed under the content column for a page's main action (add a card, request a
 * withdrawal); the page's content keeps room for it at its foot.
 */
export function FixedBar({ children }: { children: ReactNode }) {
  return <div className="app-fixed-bar">{children}</div>;
}
