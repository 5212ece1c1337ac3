import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { SearchBox } from './search-box';

const words = localeArgs(SearchBox, (copy) => ({
  label: copy.t('common.search'),
  placeholder: copy.t('home.searchPlaceholder'),
  clearLabel: copy.t('common.clear'),
  submitLabel: copy.t('common.search'),
}));
/** Without the search button: no `submitLabel` in any locale. */
const fieldOnlyWords = localeArgs(SearchBox, (copy) => ({ ...words(copy), submitLabel: undefined }));

const meta = {
  title: 'Goods/SearchBox',
  component: SearchBox,
  parameters: { localeArgs: words },
  args: {
    ...words(defaultCopy),
    onSearch: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'headphones' } };
/** A field that takes at most 10 characters: typing stops there. */
export const Bounded: Story = { args: { maxLength: 10, defaultValue: 'headphones' } };
export const WithoutButton: Story = {
  args: { submitLabel: undefined },
  parameters: { localeArgs: fieldOnlyWords },
};
export const HomeEntry: Story = {
  args: { submitLabel: undefined, onActivate: fn() },
  parameters: { localeArgs: fieldOnlyWords },
};
export const FiveLocales: Story = {
  render: (args) => <LocaleGallery render={(localeCopy) => <SearchBox {...args} {...words(localeCopy)} />} />,
};
