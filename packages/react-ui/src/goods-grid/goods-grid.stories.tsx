import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleGoodsCards } from '../story-support/sample-goods-cards';
import { storyCopy } from '../story-support/story-copy';
import { GoodsGrid } from './goods-grid';

const copy = storyCopy.en;

const meta = {
  title: 'Goods/GoodsGrid',
  component: GoodsGrid,
  args: { label: copy.t('home.hot'), children: sampleGoodsCards(copy) },
} satisfies Meta<typeof GoodsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {};
export const OneColumn: Story = { args: { columns: 1, children: sampleGoodsCards(copy).slice(0, 2) } };
export const ThreeColumns: Story = { args: { columns: 3 } };
export const Bengali: Story = { args: { children: sampleGoodsCards(storyCopy.bn) } };
