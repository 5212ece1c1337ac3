import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleGoods } from '../story-support/sample-images';
import { sampleSkus, sampleSpecGroups } from '../story-support/sample-specs';
import { storyCopy } from '../story-support/story-copy';
import { SpecPicker } from './spec-picker';

const copy = storyCopy.en;

const meta = {
  title: 'Goods/SpecPicker',
  component: SpecPicker,
  parameters: { frame: 'bare' },
  decorators: [(Story) => <div style={{ paddingTop: 40 }}>{Story()}</div>],
  args: {
    groups: sampleSpecGroups(copy),
    skus: sampleSkus,
    imageSrc: sampleGoods[0].image,
    currencySymbol: '¥',
    priceLabel: copy.t('common.price'),
    originalPriceLabel: copy.t('common.originalPrice'),
    stockLabel: copy.t('detail.stock'),
    outOfStockLabel: copy.t('detail.outOfStock'),
    quantityLabel: copy.t('detail.quantity'),
    increaseLabel: copy.t('detail.increase'),
    decreaseLabel: copy.t('detail.decrease'),
    onChange: fn(),
    onQuantityChange: fn(),
  },
} satisfies Meta<typeof SpecPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultSelection: Story = {};
export const PreferredSku: Story = { args: { defaultSkuId: 'white-pro' } };
export const Incomplete: Story = { args: { defaultValue: ['blue', ''] } };
export const SoldOut: Story = { args: { skus: sampleSkus.map((sku) => ({ ...sku, stock: 0 })) } };
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <SpecPicker
          {...args}
          groups={sampleSpecGroups(localeCopy)}
          priceLabel={localeCopy.t('common.price')}
          stockLabel={localeCopy.t('detail.stock')}
          outOfStockLabel={localeCopy.t('detail.outOfStock')}
          quantityLabel={localeCopy.t('detail.quantity')}
          increaseLabel={localeCopy.t('detail.increase')}
          decreaseLabel={localeCopy.t('detail.decrease')}
        />
      )}
    />
  ),
};
