import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleGoods } from '../story-support/sample-images';
import { itemCountText } from '../story-support/sample-texts';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { OrderCard } from './order-card';

// One spy per action, whatever the locale.
const onCancel = fn();
const onPay = fn();
const onConfirm = fn();
const [headphones, bag] = sampleGoods;

function items(localeCopy: StoryCopy) {
  return [
    {
      id: 1,
      title: localeCopy.sample.goodsName,
      imageSrc: headphones.image,
      specText: 'Midnight black, Pro',
      price: 39900,
      quantity: 1,
    },
    { id: 2, title: 'Canvas tote bag, large', imageSrc: bag.image, price: 15800, quantity: 2 },
  ];
}

const words = localeArgs(OrderCard, (copy) => ({
  orderNumberLabel: copy.t('order.number'),
  statusText: copy.t('order.status.waitingPay'),
  items: items(copy),
  itemCountText: itemCountText(copy, 3),
  totalLabel: copy.t('order.payPrice'),
  actions: [
    { label: copy.t('order.action.cancel'), onClick: onCancel },
    { label: copy.t('order.action.pay'), onClick: onPay, variant: 'accent' as const },
  ],
}));
const receiptWords = localeArgs(OrderCard, (copy) => ({
  ...words(copy),
  statusText: copy.t('order.status.waitingReceive'),
  items: items(copy).slice(0, 1),
  actions: [{ label: copy.t('order.action.confirm'), onClick: onConfirm, variant: 'primary' as const }],
}));
/** An order in `status` with no actions left. */
const closedWords = (status: 'order.status.completed' | 'order.refund.refused') =>
  localeArgs(OrderCard, (copy) => ({ ...words(copy), statusText: copy.t(status), actions: [] }));

const meta = {
  title: 'Orders/OrderCard',
  component: OrderCard,
  parameters: { localeArgs: words },
  args: {
    ...words(defaultCopy),
    orderNumber: '202511210935001',
    statusTone: 'attention',
    currencySymbol: '¥',
    total: 71500,
    onSelect: fn(),
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingPayment: Story = {};
export const PendingReceipt: Story = {
  args: { ...receiptWords(defaultCopy), statusTone: 'progress' },
  parameters: { localeArgs: receiptWords },
};
export const Completed: Story = {
  args: { ...closedWords('order.status.completed')(defaultCopy), statusTone: 'done' },
  parameters: { localeArgs: closedWords('order.status.completed') },
};
export const RefundRefused: Story = {
  args: { ...closedWords('order.refund.refused')(defaultCopy), statusTone: 'problem', onSelect: undefined },
  parameters: { localeArgs: closedWords('order.refund.refused') },
};
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <OrderCard {...args} {...words(localeCopy)} items={items(localeCopy).slice(0, 1)} />
      )}
    />
  ),
};
