import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleBanners } from '../story-support/sample-images';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { VideoPlayer } from './video-player';

function labels(localeCopy: StoryCopy) {
  return {
    play: localeCopy.t('video.play'),
    pause: localeCopy.t('video.pause'),
    fullscreen: localeCopy.t('video.fullscreen'),
    seek: localeCopy.t('video.progress'),
  };
}

const words = localeArgs(VideoPlayer, (copy) => ({
  label: copy.sample.goodsName,
  labels: labels(copy),
}));

const meta = {
  title: 'Media/VideoPlayer',
  component: VideoPlayer,
  parameters: { frame: 'bare', localeArgs: words },
  // Storybook runs offline, so the sample shows its poster; apps pass their goods video URL.
  args: { src: '', poster: sampleBanners[0], ...words(defaultCopy) },
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {};
export const Uzbek: Story = { globals: { locale: 'uz' } };
export const QuickHide: Story = { args: { hideDelay: 1000 } };
