import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleAddress } from '../story-support/sample-content';
import { sampleRegions } from '../story-support/sample-regions';
import { type StoryCopy, storyCopy } from '../story-support/story-copy';
import { RegionField } from './region-field';

const copy = storyCopy.en;

/** The field's wording in one locale, as the app passes it. */
function regionFieldLabels({ t }: StoryCopy) {
  return {
    label: t('address.region'),
    placeholder: t('address.regionPlaceholder'),
    levelLabels: [t('address.province'), t('address.city'), t('address.district')],
    closeLabel: t('address.close'),
  };
}

const meta = {
  title: 'Account/RegionField',
  component: RegionField,
  parameters: { frame: 'page' },
  args: {
    ...regionFieldLabels(copy),
    options: sampleRegions,
    value: [],
    valueText: '',
    required: true,
    onChange: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof RegionField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { value: sampleAddress.region, valueText: sampleAddress.regionLabels.join(' ') },
};
export const Loading: Story = { args: { options: [], loadingText: copy.t('address.regionLoading') } };
export const WithError: Story = { args: { error: copy.t('validation.required') } };
export const Open: Story = { args: { ...Filled.args, open: true } };
export const Uzbek: Story = {
  args: { ...regionFieldLabels(storyCopy.uz), error: storyCopy.uz.t('validation.required') },
};
