import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyCopy } from '../story-support/story-copy';
import { FormField } from './form-field';

const copy = storyCopy.en;

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  parameters: { frame: 'bare' },
  args: {
    label: copy.t('bank.name'),
    required: true,
    children: ({ labelId: _labelId, ...control }) => (
      <select {...control} className="mall-text-field__input" defaultValue="">
        <option value="" disabled>
          {copy.t('address.regionPlaceholder')}
        </option>
        <option value="cmb">China Merchants Bank</option>
        <option value="boc">Bank of China</option>
      </select>
    ),
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCustomControl: Story = {};
export const WithError: Story = { args: { error: copy.t('validation.required') } };
export const Vertical: Story = { args: { layout: 'vertical', hint: copy.t('address.regionPlaceholder') } };
