import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { BankCardItem } from './bank-card-item';

const words = localeArgs(BankCardItem, (copy) => ({
  cardNumberLabel: copy.t('bank.cardNumber'),
  defaultLabel: copy.t('bank.default'),
}));

const meta = {
  title: 'Account/BankCardItem',
  component: BankCardItem,
  parameters: { localeArgs: words },
  args: {
    bankName: 'China Merchants Bank',
    holderName: 'Li Wei',
    cardNumber: '6225 8801 2345 6789',
    ...words(defaultCopy),
  },
} satisfies Meta<typeof BankCardItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { isDefault: true } };
export const OtherTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <BankCardItem {...args} tone="red" bankName="Bank of China" />
      <BankCardItem {...args} tone="green" bankName="Agricultural Bank" />
      <BankCardItem {...args} tone="purple" bankName="Everbright Bank" />
    </div>
  ),
};
export const Selectable: Story = { args: { onSelect: fn(), selected: false } };
export const Selected: Story = { args: { onSelect: fn(), selected: true } };
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <BankCardItem
          {...args}
          isDefault
          bankName={localeCopy.t('bank.name')}
          cardNumberLabel={localeCopy.t('bank.cardNumber')}
          defaultLabel={localeCopy.t('bank.default')}
        />
      )}
    />
  ),
};
