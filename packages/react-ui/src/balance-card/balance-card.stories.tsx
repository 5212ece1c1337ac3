import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { BalanceCard } from './balance-card';

const copy = storyCopy.en;

const meta = {
  title: 'Account/BalanceCard',
  component: BalanceCard,
  args: {
    label: copy.t('my.balance'),
    amount: 1288650,
    currencySymbol: '¥',
    actions: (
      <Button variant="secondary" size="small" onClick={fn()}>
        {copy.t('withdrawal.submit')}
      </Button>
    ),
  },
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBalance: Story = {};
export const Empty: Story = { args: { amount: 0 } };
export const WithoutActions: Story = { args: { actions: undefined } };
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <BalanceCard
          {...args}
          label={localeCopy.t('my.balance')}
          actions={
            <Button variant="secondary" size="small">
              {localeCopy.t('withdrawal.submit')}
            </Button>
          }
        />
      )}
    />
  ),
};
