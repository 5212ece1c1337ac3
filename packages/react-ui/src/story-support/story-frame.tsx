import type { ReactNode } from 'react';
import { ThemeRoot } from '../theme-root';

/** `padded`: 12 px around the story; `page` and `bare`: edge to edge (`page` for fixed bars). */
export type StoryFrameLayout = 'padded' | 'page' | 'bare';

interface StoryFrameProps {
  layout: StoryFrameLayout;
  /** The language of the story's wording (the locale toolbar's choice). */
  lang: string;
  children: ReactNode;
}

/** What every story sits in: the shop's theme on the page background, like a phone screen. */
export function StoryFrame({ layout, lang, children }: StoryFrameProps) {
  const padding = layout === 'padded' ? 12 : 0;
  return (
    <ThemeRoot>
      <div lang={lang} style={{ padding, minHeight: '100vh', boxSizing: 'border-box' }}>
        {children}
      </div>
    </ThemeRoot>
  );
}
