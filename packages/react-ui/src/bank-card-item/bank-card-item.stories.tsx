import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { BankCardItem } from './bank-card-item';

const copy = storyCopy.en;

const meta = {
  title: 'Account/BankCardItem',
  component: BankCardItem,
  args: {
    bankName: 'China Merchants Bank',
    holderName: 'Li Wei',
    cardNumber: '6225 8801 2345 6789',
    cardNumberLabel: copy.t('bank.cardNumber'),
    defaultLabel: copy.t('bank.default'),
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
