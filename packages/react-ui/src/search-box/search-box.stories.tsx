import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { SearchBox } from './search-box';

const copy = storyCopy.en;

const meta = {
  title: 'Goods/SearchBox',
  component: SearchBox,
  args: {
    label: copy.t('common.search'),
    placeholder: copy.t('home.searchPlaceholder'),
    clearLabel: copy.t('common.clear'),
    submitLabel: copy.t('common.search'),
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
export const WithoutButton: Story = { args: { submitLabel: undefined } };
export const HomeEntry: Story = { args: { submitLabel: undefined, onActivate: fn() } };
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <SearchBox
          {...args}
          label={localeCopy.t('common.search')}
          placeholder={localeCopy.t('home.searchPlaceholder')}
          submitLabel={localeCopy.t('common.search')}
          clearLabel={localeCopy.t('common.clear')}
        />
      )}
    />
  ),
};
