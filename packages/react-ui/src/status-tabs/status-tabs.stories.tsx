import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { orderStatusTabs } from '../story-support/order-status-tabs';
import { storyCopy } from '../story-support/story-copy';
import { StatusTabs } from './status-tabs';

const copy = storyCopy.en;

const meta = {
  title: 'Orders/StatusTabs',
  component: StatusTabs,
  parameters: { frame: 'bare' },
  args: { items: orderStatusTabs(copy), label: copy.t('order.tabs'), onChange: fn() },
} satisfies Meta<typeof StatusTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const PendingPayment: Story = { args: { defaultValue: 'pending-payment' } };
export const ManyCounts: Story = {
  args: { items: orderStatusTabs(copy).map((item) => ({ ...item, count: item.value === 'all' ? 0 : 120 })) },
};
export const FiveLocales: Story = {
  parameters: { frame: 'padded' },
  render: (args) => (
    <LocaleGallery render={(localeCopy) => <StatusTabs {...args} items={orderStatusTabs(localeCopy)} />} />
  ),
};
