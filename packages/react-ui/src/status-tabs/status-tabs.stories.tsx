import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { orderStatusTabs } from '../story-support/order-status-tabs';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { StatusTabs } from './status-tabs';

const words = localeArgs(StatusTabs, (copy) => ({
  items: orderStatusTabs(copy),
  label: copy.t('order.tabs'),
}));
const manyCountWords = localeArgs(StatusTabs, (copy) => ({
  ...words(copy),
  items: orderStatusTabs(copy).map((item) => ({ ...item, count: item.value === 'all' ? 0 : 120 })),
}));

const meta = {
  title: 'Orders/StatusTabs',
  component: StatusTabs,
  parameters: { frame: 'bare', localeArgs: words },
  args: { ...words(defaultCopy), onChange: fn() },
} satisfies Meta<typeof StatusTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const PendingPayment: Story = { args: { defaultValue: 'pending-payment' } };
export const ManyCounts: Story = {
  args: manyCountWords(defaultCopy),
  parameters: { localeArgs: manyCountWords },
};
export const FiveLocales: Story = {
  parameters: { frame: 'padded' },
  render: (args) => (
    <LocaleGallery render={(localeCopy) => <StatusTabs {...args} items={orderStatusTabs(localeCopy)} />} />
  ),
};
