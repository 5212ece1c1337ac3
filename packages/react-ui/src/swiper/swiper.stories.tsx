import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleBanners } from '../story-support/sample-images';
import { storyCopy } from '../story-support/story-copy';
import { Swiper } from './swiper';

const copy = storyCopy.en;

const slides = sampleBanners.map((src, index) => ({
  key: `banner-${index}`,
  content: (
    <a href={`#/pages/goods/list?banner=${index}`}>
      <img src={src} alt={`${copy.t('home.banners')} ${index + 1}`} />
    </a>
  ),
}));

const meta = {
  title: 'Media/Swiper',
  component: Swiper,
  args: {
    slides,
    label: copy.t('home.banners'),
    pauseLabel: copy.t('common.pause'),
    playLabel: copy.t('common.play'),
    onIndexChange: fn(),
  },
} satisfies Meta<typeof Swiper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Autoplay: Story = {};
export const SecondSlide: Story = { args: { defaultIndex: 1, autoplay: false } };
export const Stopped: Story = { args: { autoplay: false } };
export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };
export const WordedSlideNames: Story = {
  args: {
    slideLabel: (position, total) => copy.t('common.slide', { position, total }),
    autoplay: false,
  },
};
