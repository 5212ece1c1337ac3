import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleBanners } from '../story-support/sample-images';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { Swiper } from './swiper';

/** The sample banners, each picture named in the locale. */
function slides(copy: StoryCopy) {
  return sampleBanners.map((src, index) => ({
    key: `banner-${index}`,
    content: (
      <a href={`#/pages/goods/list?banner=${index}`}>
        <img src={src} alt={`${copy.t('home.banners')} ${index + 1}`} />
      </a>
    ),
  }));
}

const words = localeArgs(Swiper, (copy) => ({
  slides: slides(copy),
  label: copy.t('home.banners'),
  pauseLabel: copy.t('common.pause'),
  playLabel: copy.t('common.play'),
}));
const oneSlideWords = localeArgs(Swiper, (copy) => ({
  ...words(copy),
  slides: slides(copy).slice(0, 1),
}));
const slideNameWords = localeArgs(Swiper, (copy) => ({
  ...words(copy),
  slideLabel: (position, total) => copy.t('common.slide', { position, total }),
}));

const meta = {
  title: 'Media/Swiper',
  component: Swiper,
  parameters: { localeArgs: words },
  args: { ...words(defaultCopy), onIndexChange: fn() },
} satisfies Meta<typeof Swiper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Autoplay: Story = {};
export const SecondSlide: Story = { args: { defaultIndex: 1, autoplay: false } };
export const Stopped: Story = { args: { autoplay: false } };
export const SingleSlide: Story = {
  args: oneSlideWords(defaultCopy),
  parameters: { localeArgs: oneSlideWords },
};
export const WordedSlideNames: Story = {
  args: { ...slideNameWords(defaultCopy), autoplay: false },
  parameters: { localeArgs: slideNameWords },
};
