import type { Meta, StoryObj } from '@storybook/react-vite';
import { GoodsCard } from '../goods-card';
import { otherGoodsNames, sampleTag } from '../story-support/sample-content';
import { sampleGoods } from '../story-support/sample-images';
import { soldText } from '../story-support/sample-texts';
import { storyCopy } from '../story-support/story-copy';
import { GoodsGrid } from './goods-grid';

const copy = storyCopy.en;
function cards(locale = copy) {
  return sampleGoods.map((goods, index) => (
    <GoodsCard
      key={goods.id}
      title={index === 0 ? locale.sample.goodsName : (otherGoodsNames[index - 1] ?? '')}
      imageSrc={goods.image}
      price={goods.price}
      originalPrice={goods.original}
      currencySymbol="¥"
      priceLabel={locale.t('common.price')}
      originalPriceLabel={locale.t('common.originalPrice')}
      meta={soldText(locale)}
      href={`#/pages/goods/detail?id=${goods.id}`}
      tags={index % 3 === 0 ? [sampleTag] : undefined}
    />
  ));
}

const meta = {
  title: 'Goods/GoodsGrid',
  component: GoodsGrid,
  args: { label: copy.t('home.hot'), children: cards() },
} satisfies Meta<typeof GoodsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {};
export const OneColumn: Story = { args: { columns: 1, children: cards().slice(0, 2) } };
export const ThreeColumns: Story = { args: { columns: 3 } };
export const Bengali: Story = { args: { children: cards(storyCopy.bn) } };
