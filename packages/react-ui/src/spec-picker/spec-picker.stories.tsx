import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleSkus, sampleSpecPicker } from '../story-support/sample-specs';
import { storyCopy } from '../story-support/story-copy';
import { SpecPicker } from './spec-picker';

const copy = storyCopy.en;

const meta = {
  title: 'Goods/SpecPicker',
  component: SpecPicker,
  parameters: { frame: 'bare' },
  decorators: [(Story) => <div style={{ paddingTop: 40 }}>{Story()}</div>],
  args: {
    ...sampleSpecPicker(copy),
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
