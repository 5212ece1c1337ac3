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
    title: copy.region,
    levelLabels: [copy.province, copy.city, copy.district],
    placeholder: copy.selectPlaceholder,
    closeLabel: copy.close,
  },
} satisfies Meta<typeof RegionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseProvince: Story = {};
export const WithValue: Story = { args: { value: ['440000', '440300', '440305'] } };
export const Uzbek: Story = {
  args: {
    title: storyCopy.uz.region,
    levelLabels: [storyCopy.uz.province, storyCopy.uz.city, storyCopy.uz.district],
    placeholder: storyCopy.uz.selectPlaceholder,
    closeLabel: storyCopy.uz.close,
  },
};
export const Closed: Story = { args: { open: false } };
