import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { TextField } from './text-field';

const copy = storyCopy.en;

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  parameters: { frame: 'bare' },
  args: {
    label: copy.t('address.phone'),
    placeholder: copy.t('address.phone'),
    type: 'tel',
    inputMode: 'numeric',
    required: true,
    onChange: fn(),
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '13800138000' } };
export const WithError: Story = { args: { defaultValue: '1380', error: copy.t('validation.mobile') } };
export const WithHint: Story = { args: { hint: copy.t('validation.mobile') } };
export const Multiline: Story = {
  args: {
    label: copy.t('address.detail'),
    rows: 3,
    type: 'text',
    inputMode: undefined,
    placeholder: undefined,
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '13800138000' } };
export const FiveLocales: Story = {
  parameters: { frame: 'padded' },
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <TextField
          {...args}
          label={localeCopy.t('address.phone')}
          placeholder={localeCopy.t('address.phone')}
          error={localeCopy.t('validation.mobile')}
        />
      )}
    />
  ),
};
