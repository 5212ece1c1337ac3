import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { goodsActionShortcuts } from '../story-support/goods-action-shortcuts';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { GoodsActionBar } from './goods-action-bar';

const copy = storyCopy.en;

const meta = {
  title: 'Goods/GoodsActionBar',
  component: GoodsActionBar,
  parameters: { frame: 'page' },
  args: {
    label: copy.t('detail.actions'),
    shortcuts: goodsActionShortcuts(copy, fn()),
    secondary: { label: copy.t('detail.addToCart'), onClick: fn() },
    primary: { label: copy.t('detail.buyNow'), onClick: fn() },
    fixed: true,
  },
} satisfies Meta<typeof GoodsActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SoldOut: Story = {
  args: {
    secondary: { label: copy.t('detail.addToCart'), onClick: fn(), disabled: true },
    primary: { label: copy.t('detail.outOfStock'), onClick: fn(), disabled: true },
  },
};
export const FiveLocales: Story = {
  parameters: { frame: 'padded' },
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <GoodsActionBar
          {...args}
          fixed={false}
          label={localeCopy.t('detail.actions')}
          shortcuts={goodsActionShortcuts(localeCopy, fn())}
          secondary={{ label: localeCopy.t('detail.addToCart'), onClick: fn() }}
          primary={{ label: localeCopy.t('detail.buyNow'), onClick: fn() }}
        />
      )}
    />
  ),
};
