import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleGoodsCards } from '../story-support/sample-goods-cards';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { GoodsGrid } from './goods-grid';

const words = localeArgs(GoodsGrid, (copy) => ({
  label: copy.t('home.hot'),
  children: sampleGoodsCards(copy),
}));
const twoCardWords = localeArgs(GoodsGrid, (copy) => ({
  ...words(copy),
  children: sampleGoodsCards(copy).slice(0, 2),
}));

const meta = {
  title: 'Goods/GoodsGrid',
  component: GoodsGrid,
  parameters: { localeArgs: words },
  args: words(defaultCopy),
} satisfies Meta<typeof GoodsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {};
export const OneColumn: Story = {
  args: { columns: 1, ...twoCardWords(defaultCopy) },
  parameters: { localeArgs: twoCardWords },
};
export const ThreeColumns: Story = { args: { columns: 3 } };
export const Bengali: Story = { globals: { locale: 'bn' } };
