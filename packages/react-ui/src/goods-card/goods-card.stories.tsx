import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleGoods } from '../story-support/sample-images';
import { storyCopy } from '../story-support/story-copy';
import { GoodsCard } from './goods-card';

const copy = storyCopy.en;
const [headphones] = sampleGoods;

const meta = {
  title: 'Goods/GoodsCard',
  component: GoodsCard,
  decorators: [(Story) => <div style={{ maxWidth: 180 }}>{Story()}</div>],
  args: {
    title: copy.goodsName,
    imageSrc: headphones.image,
    price: headphones.price,
    originalPrice: headphones.original,
    currencySymbol: '¥',
    priceLabel: copy.price,
    originalPriceLabel: copy.originalPrice,
    meta: copy.goodsSold,
    href: '#/pages/goods/detail?id=1',
  },
} satisfies Meta<typeof GoodsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const WithTags: Story = { args: { tags: ['Free shipping', '-35%'] } };
export const WithoutDiscount: Story = { args: { originalPrice: undefined } };
export const Horizontal: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
  args: { layout: 'horizontal', href: undefined, onSelect: fn() },
};
export const FiveLocales: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <GoodsCard
          {...args}
          layout="horizontal"
          title={localeCopy.goodsName}
          meta={localeCopy.goodsSold}
          priceLabel={localeCopy.price}
          originalPriceLabel={localeCopy.originalPrice}
        />
      )}
    />
  ),
};
