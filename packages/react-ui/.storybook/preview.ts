import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import { defaultStoryLocale, localeGlobalType, withStoryLocale } from '../src/story-support/story-locale';
import { withStoryFrame } from '../src/story-support/with-story-frame';
import { axeTags } from '../src/test-support/axe-tags';

const preview: Preview = {
  // The frame outside, the locale's args inside it (Storybook applies the first decorator innermost).
  decorators: [withStoryLocale, withStoryFrame],
  // A docs page per component: its description, props table (descriptions, defaults) and stories.
  tags: ['autodocs'],
  globalTypes: { locale: localeGlobalType },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // On a docs page each story runs in a frame of its own, phone-high: stories fill the screen
    // (`100vh`) and dialogs and bars are fixed to it, which would cover the page inline.
    docs: { story: { inline: false, height: '460px' } },
    // Storybook 10's own viewport toolbar (in `storybook` core): the phone sizes a designer checks.
    viewport: {
      options: {
        phone: { name: 'Phone 375 × 812', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        smallPhone: {
          name: 'Small phone 320 × 568',
          styles: { width: '320px', height: '568px' },
          type: 'mobile',
        },
        tablet: { name: 'Tablet 834 × 1112', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
      },
    },
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: axeTags } } },
  },
  initialGlobals: {
    locale: defaultStoryLocale,
    viewport: { value: 'phone', isRotated: false },
  },
};

export default preview;
