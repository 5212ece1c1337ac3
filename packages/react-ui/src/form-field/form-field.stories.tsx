import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { FormField } from './form-field';

const words = localeArgs(FormField, (copy) => ({
  label: copy.t('bank.name'),
  children: ({ labelId: _labelId, ...control }) => (
    <select {...control} className="mall-text-field__input" defaultValue="">
      <option value="" disabled>
        {copy.t('address.regionPlaceholder')}
      </option>
      <option value="cmb">China Merchants Bank</option>
      <option value="boc">Bank of China</option>
    </select>
  ),
}));
const errorWords = localeArgs(FormField, (copy) => ({
  ...words(copy),
  error: copy.t('validation.required'),
}));
const hintWords = localeArgs(FormField, (copy) => ({
  ...words(copy),
  hint: copy.t('address.regionPlaceholder'),
}));

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  parameters: { frame: 'bare', localeArgs: words },
  args: { ...words(defaultCopy), required: true },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCustomControl: Story = {};
export const WithError: Story = { args: errorWords(defaultCopy), parameters: { localeArgs: errorWords } };
export const Vertical: Story = {
  args: { layout: 'vertical', ...hintWords(defaultCopy) },
  parameters: { localeArgs: hintWords },
};
