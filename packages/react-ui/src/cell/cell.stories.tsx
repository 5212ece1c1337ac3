import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Icon } from '../icon';
import { LocaleGallery } from '../story-support/locale-gallery';
import type { StoryCopy } from '../story-support/story-copy';
import { copyOf, defaultCopy, localeArgs } from '../story-support/story-locale';
import { Cell, CellGroup } from './cell';

const words = localeArgs(Cell, (copy) => ({ title: copy.t('address.isDefault') }));

function accountCells(localeCopy: StoryCopy, onClick = fn()) {
  return (
    <CellGroup title={localeCopy.t('tab.my')}>
      <Cell
        title={localeCopy.t('withdrawal.submit')}
        icon={<Icon name="wallet" />}
        href="#/pages/withdrawal/list"
      />
      <Cell title={localeCopy.t('title.bankList')} icon={<Icon name="card" />} href="#/pages/bank/list" />
      <Cell
        title={localeCopy.t('detail.service')}
        icon={<Icon name="service" />}
        onClick={onClick}
        badgeCount={2}
        badgeLabel={localeCopy.t('chat.unread', { count: localeCopy.formatNumber(2) })}
      />
      <Cell
        title={localeCopy.t('my.coupons')}
        icon={<Icon name="coupon" />}
        value="3"
        href="#/pages/market/coupon"
      />
    </CellGroup>
  );
}

const meta = {
  title: 'Basics/Cell',
  component: Cell,
  parameters: { localeArgs: words },
  args: words(defaultCopy),
} satisfies Meta<typeof Cell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MenuGroup: Story = { render: (_args, context) => accountCells(copyOf(context)) };
export const Static: Story = {
  render: (args, context) => (
    <CellGroup>
      <Cell {...args} title={copyOf(context).t('my.balance')} value="¥12,886.50" />
      <Cell
        {...args}
        title={copyOf(context).t('address.phone')}
        value="138****8000"
        description={copyOf(context).t('address.default')}
      />
    </CellGroup>
  ),
};
export const FiveLocales: Story = {
  render: () => <LocaleGallery render={(localeCopy) => accountCells(localeCopy)} />,
};
