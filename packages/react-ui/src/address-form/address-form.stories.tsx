import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { addressFormLabels } from '../story-support/address-form-labels';
import { sampleAddress } from '../story-support/sample-content';
import { sampleRegions } from '../story-support/sample-regions';
import { storyCopy } from '../story-support/story-copy';
import { AddressForm } from './address-form';

const copy = storyCopy.en;

const meta = {
  title: 'Account/AddressForm',
  component: AddressForm,
  parameters: { frame: 'page' },
  args: { labels: addressFormLabels(copy), regionOptions: sampleRegions, onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Editing: Story = {
  args: {
    defaultValues: { ...sampleAddress, isDefault: true },
  },
};
export const WithErrors: Story = {
  args: {
    errors: {
      contactName: copy.t('validation.required'),
      mobile: copy.t('validation.mobile'),
      region: copy.t('validation.required'),
      detail: copy.t('validation.required'),
    },
  },
};
export const Submitting: Story = { args: { ...Editing.args, submitting: true } };
export const Bengali: Story = {
  args: {
    labels: addressFormLabels(storyCopy.bn),
    errors: { mobile: storyCopy.bn.t('validation.mobile') },
  },
};
export const Uzbek: Story = {
  args: {
    labels: addressFormLabels(storyCopy.uz),
    errors: { contactName: storyCopy.uz.t('validation.required') },
  },
};
