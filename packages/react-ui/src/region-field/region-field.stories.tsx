import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleAddress } from '../story-support/sample-content';
import { sampleRegions } from '../story-support/sample-regions';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { RegionField } from './region-field';

/** The field's wording in one locale, as the app passes it. */
function regionFieldLabels({ t }: StoryCopy) {
  return {
    label: t('address.region'),
    placeholder: t('address.regionPlaceholder'),
    levelLabels: [t('address.province'), t('address.city'), t('address.district')],
    closeLabel: t('address.close'),
  };
}

const words = localeArgs(RegionField, regionFieldLabels);
const loadingWords = localeArgs(RegionField, (copy) => ({
  ...words(copy),
  loadingText: copy.t('address.regionLoading'),
}));
const errorWords = localeArgs(RegionField, (copy) => ({
  ...words(copy),
  error: copy.t('validation.required'),
}));

const meta = {
  title: 'Account/RegionField',
  component: RegionField,
  parameters: { frame: 'page', localeArgs: words },
  args: {
    ...regionFieldLabels(defaultCopy),
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
export const Loading: Story = {
  args: { options: [], ...loadingWords(defaultCopy) },
  parameters: { localeArgs: loadingWords },
};
export const WithError: Story = { args: errorWords(defaultCopy), parameters: { localeArgs: errorWords } };
export const Open: Story = { args: { ...Filled.args, open: true } };
export const Uzbek: Story = {
  globals: { locale: 'uz' },
  args: errorWords(defaultCopy),
  parameters: { localeArgs: errorWords },
};
