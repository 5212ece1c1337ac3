import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Icon } from '../icon';
import { LocaleGallery } from '../story-support/locale-gallery';
import { type StoryCopy, storyCopy } from '../story-support/story-copy';
import { Cell, CellGroup } from './cell';

const copy = storyCopy.en;

function accountCells(localeCopy: StoryCopy, onClick = fn()) {
  return (
    <CellGroup title={localeCopy.tabMy}>
      <Cell title={localeCopy.withdraw} icon={<Icon name="wallet" />} href="#/pages/withdrawal/list" />
      <Cell title={localeCopy.bankName} icon={<Icon name="card" />} href="#/pages/bank/list" />
      <Cell
        title={localeCopy.service}
        icon={<Icon name="service" />}
        onClick={onClick}
        badgeCount={2}
        badgeLabel={`2 ${localeCopy.unread}`}
      />
      <Cell
        title={localeCopy.couponTitle}
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
  args: { title: copy.setDefault },
} satisfies Meta<typeof Cell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MenuGroup: Story = { render: () => accountCells(copy) };
export const Static: Story = {
  render: (args) => (
    <CellGroup>
      <Cell {...args} title={copy.balance} value="¥12,886.50" />
      <Cell {...args} title={copy.mobileNumber} value="138****8000" description={copy.defaultTag} />
    </CellGroup>
  ),
};
export const FiveLocales: Story = {
  render: () => <LocaleGallery render={(localeCopy) => accountCells(localeCopy)} />,
};
