import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { addressFormLabels } from '../story-support/address-form-labels';
import { sampleAddress } from '../story-support/sample-content';
import { sampleRegions } from '../story-support/sample-regions';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { AddressForm } from './address-form';

const words = localeArgs(AddressForm, (copy) => ({ labels: addressFormLabels(copy) }));

const meta = {
  title: 'Account/AddressForm',
  component: AddressForm,
  parameters: { frame: 'page', localeArgs: words },
  args: { ...words(defaultCopy), regionOptions: sampleRegions, onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const errorWords = localeArgs(AddressForm, (copy) => ({
  ...words(copy),
  errors: {
    contactName: copy.t('validation.required'),
    mobile: copy.t('validation.mobile'),
    region: copy.t('validation.required'),
    detail: copy.t('validation.required'),
  },
}));

export const Empty: Story = {};
export const Editing: Story = {
  args: {
    defaultValues: { ...sampleAddress, isDefault: true },
  },
};
export const WithErrors: Story = { args: errorWords(defaultCopy), parameters: { localeArgs: errorWords } };
export const Submitting: Story = { args: { ...Editing.args, submitting: true } };

const mobileErrorWords = localeArgs(AddressForm, (copy) => ({
  ...words(copy),
  errors: { mobile: copy.t('validation.mobile') },
}));
export const Bengali: Story = {
  globals: { locale: 'bn' },
  args: mobileErrorWords(defaultCopy),
  parameters: { localeArgs: mobileErrorWords },
};

const nameErrorWords = localeArgs(AddressForm, (copy) => ({
  ...words(copy),
  errors: { contactName: copy.t('validation.required') },
}));
export const Uzbek: Story = {
  globals: { locale: 'uz' },
  args: nameErrorWords(defaultCopy),
  parameters: { localeArgs: nameErrorWords },
};
