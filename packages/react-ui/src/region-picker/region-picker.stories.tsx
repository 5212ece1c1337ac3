import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleRegions } from '../story-support/sample-regions';
import { storyCopy } from '../story-support/story-copy';
import { RegionPicker } from './region-picker';

const copy = storyCopy.en;

const meta = {
  title: 'Account/RegionPicker',
  component: RegionPicker,
  parameters: { frame: 'page' },
  args: {
    open: true,
    onClose: fn(),
    onChange: fn(),
    options: sampleRegions,
    title: copy.t('address.region'),
    levelLabels: [copy.t('address.province'), copy.t('address.city'), copy.t('address.district')],
    placeholder: copy.t('address.regionPlaceholder'),
    closeLabel: copy.t('address.close'),
  },
} satisfies Meta<typeof RegionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseProvince: Story = {};
export const WithValue: Story = { args: { value: ['440000', '440300', '440305'] } };
export const Uzbek: Story = {
  args: {
    title: storyCopy.uz.t('address.region'),
    levelLabels: [
      storyCopy.uz.t('address.province'),
      storyCopy.uz.t('address.city'),
      storyCopy.uz.t('address.district'),
    ],
    placeholder: storyCopy.uz.t('address.regionPlaceholder'),
    closeLabel: storyCopy.uz.t('address.close'),
  },
};
export const Closed: Story = { args: { open: false } };
