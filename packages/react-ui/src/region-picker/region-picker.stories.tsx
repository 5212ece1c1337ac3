import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleRegions } from '../story-support/sample-regions';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { RegionPicker } from './region-picker';

const words = localeArgs(RegionPicker, (copy) => ({
  title: copy.t('address.region'),
  levelLabels: [copy.t('address.province'), copy.t('address.city'), copy.t('address.district')],
  placeholder: copy.t('address.regionPlaceholder'),
  closeLabel: copy.t('address.close'),
}));

const meta = {
  title: 'Account/RegionPicker',
  component: RegionPicker,
  parameters: { frame: 'page', localeArgs: words },
  args: {
    open: true,
    onClose: fn(),
    onChange: fn(),
    options: sampleRegions,
    ...words(defaultCopy),
  },
} satisfies Meta<typeof RegionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseProvince: Story = {};
export const WithValue: Story = { args: { value: ['440000', '440300', '440305'] } };
export const Uzbek: Story = { globals: { locale: 'uz' } };
export const Closed: Story = { args: { open: false } };
