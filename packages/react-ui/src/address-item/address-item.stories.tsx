import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleAddress } from '../story-support/sample-content';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { AddressItem } from './address-item';

const words = localeArgs(AddressItem, (copy) => ({
  defaultLabel: copy.t('address.default'),
  editLabel: copy.t('address.edit'),
}));

const meta = {
  title: 'Account/AddressItem',
  component: AddressItem,
  parameters: { localeArgs: words },
  args: {
    contactName: sampleAddress.contactName,
    mobile: '138 0013 8000',
    region: sampleAddress.regionLabels.join(', '),
    detail: sampleAddress.detail,
    ...words(defaultCopy),
    onEdit: fn(),
  },
} satisfies Meta<typeof AddressItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { isDefault: true } };
export const NotDefault: Story = {};
export const Selectable: Story = { args: { onSelect: fn(), selected: false } };
export const Selected: Story = { args: { onSelect: fn(), selected: true, isDefault: true } };
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <AddressItem
          {...args}
          isDefault
          defaultLabel={localeCopy.t('address.default')}
          editLabel={localeCopy.t('address.edit')}
          region={localeCopy.t('address.region')}
          detail={localeCopy.t('address.detail')}
        />
      )}
    />
  ),
};
