import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { LocaleGallery } from '../story-support/locale-gallery';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { BalanceCard } from './balance-card';

const onWithdraw = fn();

function withdrawButton(copy: StoryCopy, onClick?: () => void) {
  return (
    <Button variant="secondary" size="small" onClick={onClick}>
      {copy.t('withdrawal.submit')}
    </Button>
  );
}

const words = localeArgs(BalanceCard, (copy) => ({
  label: copy.t('my.balance'),
  actions: withdrawButton(copy, onWithdraw),
}));

const meta = {
  title: 'Account/BalanceCard',
  component: BalanceCard,
  parameters: { localeArgs: words },
  args: { ...words(defaultCopy), amount: 1288650, currencySymbol: '¥' },
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBalance: Story = {};
export const Empty: Story = { args: { amount: 0 } };
export const WithoutActions: Story = {
  args: { actions: undefined },
  parameters: { localeArgs: (copy: StoryCopy) => ({ label: copy.t('my.balance') }) },
};
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <BalanceCard {...args} label={localeCopy.t('my.balance')} actions={withdrawButton(localeCopy)} />
      )}
    />
  ),
};
