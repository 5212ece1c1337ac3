import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleSkus, sampleSpecPicker } from '../story-support/sample-specs';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { SpecPicker } from './spec-picker';

/** The picker's wording (class names and labels); its SKUs and picture are the same in every locale. */
const words = localeArgs(SpecPicker, (copy) => {
  const {
    skus: _skus,
    imageSrc: _imageSrc,
    currencySymbol: _currencySymbol,
    ...text
  } = sampleSpecPicker(copy);
  return text;
});

const meta = {
  title: 'Goods/SpecPicker',
  component: SpecPicker,
  parameters: { frame: 'bare', localeArgs: words },
  decorators: [(Story) => <div style={{ paddingTop: 40 }}>{Story()}</div>],
  args: {
    ...sampleSpecPicker(defaultCopy),
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
    <LocaleGallery render={(localeCopy) => <SpecPicker {...args} {...sampleSpecPicker(localeCopy)} />} />
  ),
};
