import type { Meta, StoryObj } from '@storybook/react-vite';
import { GoodsCard } from '../goods-card';
import { sampleGoods } from '../story-support/sample-images';
import { storyCopy } from '../story-support/story-copy';
import { GoodsGrid } from './goods-grid';

const copy = storyCopy.en;
const names = [
  copy.goodsName,
  'Canvas tote bag, large, water-resistant',
  'Insulated steel bottle 500 ml',
  'Everyday running shoes',
  'Smart watch with heart-rate monitor',
  'Lounge chair, oak legs',
];

function cards(locale = copy) {
  return sampleGoods.map((goods, index) => (
    <GoodsCard
      key={goods.id}
      title={index === 0 ? locale.goodsName : (names[index] ?? '')}
      imageSrc={goods.image}
      price={goods.price}
      originalPrice={goods.original}
      currencySymbol="¥"
      priceLabel={locale.price}
      originalPriceLabel={locale.originalPrice}
      meta={locale.goodsSold}
      href={`#/pages/goods/detail?id=${goods.id}`}
      tags={index % 3 === 0 ? ['Free shipping'] : undefined}
    />
  ));
}

const meta = {
  title: 'Goods/GoodsGrid',
  component: GoodsGrid,
  args: { label: 'Hot recommendations', children: cards() },
} satisfies Meta<typeof GoodsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {};
export const OneColumn: Story = { args: { columns: 1, children: cards().slice(0, 2) } };
export const ThreeColumns: Story = { args: { columns: 3 } };
export const Bengali: Story = { args: { children: cards(storyCopy.bn) } };
