import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { TextField } from './text-field';

const words = localeArgs(TextField, (copy) => ({
  label: copy.t('address.phone'),
  placeholder: copy.t('address.phone'),
}));
const errorWords = localeArgs(TextField, (copy) => ({
  ...words(copy),
  error: copy.t('validation.mobile'),
}));
const hintWords = localeArgs(TextField, (copy) => ({
  ...words(copy),
  hint: copy.t('validation.mobile'),
}));
const detailWords = localeArgs(TextField, (copy) => ({ label: copy.t('address.detail') }));

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  parameters: { frame: 'bare', localeArgs: words },
  args: {
    ...words(defaultCopy),
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
export const WithError: Story = {
  args: { defaultValue: '1380', ...errorWords(defaultCopy) },
  parameters: { localeArgs: errorWords },
};
export const WithHint: Story = { args: hintWords(defaultCopy), parameters: { localeArgs: hintWords } };
export const Multiline: Story = {
  parameters: { localeArgs: detailWords },
  args: {
    ...detailWords(defaultCopy),
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
    <LocaleGallery render={(localeCopy) => <TextField {...args} {...errorWords(localeCopy)} />} />
  ),
};
