import type { ReactNode } from 'react';
import { ThemeRoot } from '../theme-root';

export type StoryFrameLayout = 'padded' | 'page' | 'bare';

interface StoryFrameProps {
  layout: StoryFrameLayout;
  children: ReactNode;
}

/** What every story sits in: the shop's theme on the page background, like a phone screen. */
export function StoryFrame({ layout, children }: StoryFrameProps) {
  const padding = layout === 'padded' ? 12 : 0;
  return (
    <ThemeRoot>
      <div style={{ padding, minHeight: layout === 'page' ? '100vh' : undefined, boxSizing: 'border-box' }}>
        {children}
      </div>
    </ThemeRoot>
  );
}
