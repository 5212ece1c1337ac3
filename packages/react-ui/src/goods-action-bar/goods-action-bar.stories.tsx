import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { goodsActionShortcuts } from '../story-support/goods-action-shortcuts';
import { LocaleGallery } from '../story-support/locale-gallery';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { GoodsActionBar } from './goods-action-bar';

// One spy per action, whatever the locale: the Actions panel and the tests see the same calls.
const onShortcut = fn();
const onAddToCart = fn();
const onBuy = fn();

const words = localeArgs(GoodsActionBar, (copy) => ({
  label: copy.t('detail.actions'),
  shortcuts: goodsActionShortcuts(copy, onShortcut),
  secondary: { label: copy.t('detail.addToCart'), onClick: onAddToCart },
  primary: { label: copy.t('detail.buyNow'), onClick: onBuy },
}));
const soldOutWords = localeArgs(GoodsActionBar, (copy) => ({
  ...words(copy),
  secondary: { label: copy.t('detail.addToCart'), onClick: onAddToCart, disabled: true },
  primary: { label: copy.t('detail.outOfStock'), onClick: onBuy, disabled: true },
}));

const meta = {
  title: 'Goods/GoodsActionBar',
  component: GoodsActionBar,
  parameters: { frame: 'page', localeArgs: words },
  args: { ...words(defaultCopy), fixed: true },
} satisfies Meta<typeof GoodsActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SoldOut: Story = { args: soldOutWords(defaultCopy), parameters: { localeArgs: soldOutWords } };
export const FiveLocales: Story = {
  parameters: { frame: 'padded' },
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => <GoodsActionBar {...args} {...words(localeCopy)} fixed={false} />}
    />
  ),
};
