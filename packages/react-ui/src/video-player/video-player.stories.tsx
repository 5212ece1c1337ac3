import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleBanners } from '../story-support/sample-images';
import { type StoryCopy, storyCopy } from '../story-support/story-copy';
import { VideoPlayer } from './video-player';

const copy = storyCopy.en;

function labels(localeCopy: StoryCopy) {
  return {
    play: localeCopy.t('video.play'),
    pause: localeCopy.t('video.pause'),
    fullscreen: localeCopy.t('video.fullscreen'),
    seek: localeCopy.t('video.progress'),
  };
}

const meta = {
  title: 'Media/VideoPlayer',
  component: VideoPlayer,
  parameters: { frame: 'bare' },
  // Storybook runs offline, so the sample shows its poster; apps pass their goods video URL.
  args: { src: '', poster: sampleBanners[0], label: copy.sample.goodsName, labels: labels(copy) },
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {};
export const Uzbek: Story = { args: { labels: labels(storyCopy.uz) } };
export const QuickHide: Story = { args: { hideDelay: 1000 } };
