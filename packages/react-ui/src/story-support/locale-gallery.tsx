import type { ReactNode } from 'react';
import { type StoryCopy, type StoryLocale, storyCopy, storyLocales } from './story-copy';

interface LocaleGalleryProps {
  render: (copy: StoryCopy, locale: StoryLocale) => ReactNode;
}

/** One copy of a component per locale, each marked with its `lang`, to review text lengths. */
export function LocaleGallery({ render }: LocaleGalleryProps) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {storyLocales.map((locale) => (
        <section key={locale} lang={locale} aria-label={locale} style={{ display: 'grid', gap: 6 }}>
          <p style={{ margin: 0, fontSize: 12, color: 'var(--mall-color-text-secondary)' }} lang="en">
            {locale}
          </p>
          {render(storyCopy[locale], locale)}
        </section>
      ))}
    </div>
  );
}
