import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import { withStoryFrame } from '../src/story-support/with-story-frame';
import { axeTags } from '../src/test-support/axe-tags';

const preview: Preview = {
  decorators: [withStoryFrame],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
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
    viewport: { value: 'phone', isRotated: false },
  },
};

export default preview;
