import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { imagePreviewLabels } from '../story-support/image-preview-labels';
import { sampleGoods } from '../story-support/sample-images';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { ImagePreview } from './image-preview';

const words = localeArgs(ImagePreview, (copy) => ({ labels: imagePreviewLabels(copy) }));

const meta = {
  title: 'Media/ImagePreview',
  component: ImagePreview,
  parameters: { frame: 'page', localeArgs: words },
  args: {
    open: true,
    onClose: fn(),
    onIndexChange: fn(),
    images: sampleGoods.slice(0, 3).map((goods, index) => ({ src: goods.image, alt: `Photo ${index + 1}` })),
    ...words(defaultCopy),
  },
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPhoto: Story = {};
export const LastPhoto: Story = { args: { defaultIndex: 2 } };
export const SinglePhoto: Story = { args: { images: [{ src: sampleGoods[3].image, alt: 'Photo 1' }] } };
export const Uzbek: Story = { globals: { locale: 'uz' } };
/** Each photo in widths (`srcSet`, as `pictureSources` of `@mall/sdk/pictures` gives them); `sizes` is the screen. */
export const SizedPhotos: Story = {
  args: {
    images: sampleGoods.slice(0, 2).map((goods, index) => ({
      src: goods.image,
      srcSet: `${goods.image} 480w, ${sampleGoods[index + 2]?.image} 960w`,
      alt: `Photo ${index + 1}`,
    })),
  },
};
