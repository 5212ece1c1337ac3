import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleTag } from '../story-support/sample-content';
import { sampleGoods } from '../story-support/sample-images';
import { soldText } from '../story-support/sample-texts';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { GoodsCard } from './goods-card';

const words = localeArgs(GoodsCard, (copy) => ({
  title: copy.sample.goodsName,
  priceLabel: copy.t('common.price'),
  originalPriceLabel: copy.t('common.originalPrice'),
  meta: soldText(copy),
}));
const [headphones, bag] = sampleGoods;

// A grid column on a phone is about 175 px wide.
const gridColumn: Decorator = (Story) => <div style={{ maxWidth: 180 }}>{Story()}</div>;

const meta = {
  title: 'Goods/GoodsCard',
  component: GoodsCard,
  parameters: { localeArgs: words },
  args: {
    ...words(defaultCopy),
    imageSrc: headphones.image,
    price: headphones.price,
    originalPrice: headphones.original,
    currencySymbol: '¥',
    href: '#/pages/goods/detail?id=1',
  },
} satisfies Meta<typeof GoodsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = { decorators: [gridColumn] };
export const WithTags: Story = { decorators: [gridColumn], args: { tags: [sampleTag, '-35%'] } };
export const WithoutDiscount: Story = { decorators: [gridColumn], args: { originalPrice: undefined } };
export const Horizontal: Story = {
  args: { layout: 'horizontal', href: undefined, onSelect: fn() },
};
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <GoodsCard
          {...args}
          layout="horizontal"
          title={localeCopy.sample.goodsName}
          meta={soldText(localeCopy)}
          priceLabel={localeCopy.t('common.price')}
          originalPriceLabel={localeCopy.t('common.originalPrice')}
        />
      )}
    />
  ),
};
/** Widths to choose from (`srcset` / `sizes`, as `pictureSources` of `@mall/sdk/pictures` gives them): lazy. */
export const SizedPicture: Story = {
  decorators: [gridColumn],
  args: { imageSrcSet: `${headphones.image} 160w, ${bag?.image} 320w`, imageSizes: '180px' },
};
/** The first screen's largest picture: fetched at once, first. */
export const FirstScreenPicture: Story = {
  decorators: [gridColumn],
  args: {
    imageSrcSet: `${headphones.image} 160w, ${bag?.image} 320w`,
    imageSizes: '180px',
    imagePriority: true,
  },
};
