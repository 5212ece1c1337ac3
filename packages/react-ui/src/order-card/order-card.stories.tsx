import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleGoods } from '../story-support/sample-images';
import { itemCountText } from '../story-support/sample-texts';
import { type StoryCopy, storyCopy } from '../story-support/story-copy';
import { OrderCard } from './order-card';

const copy = storyCopy.en;
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

const meta = {
  title: 'Orders/OrderCard',
  component: OrderCard,
  args: {
    orderNumberLabel: copy.t('order.number'),
    orderNumber: '202511210935001',
    statusText: copy.t('order.status.waitingPay'),
    statusTone: 'attention',
    items: items(copy),
    currencySymbol: '¥',
    itemCountText: itemCountText(copy, 3),
    totalLabel: copy.t('order.payPrice'),
    total: 71500,
    onSelect: fn(),
    actions: [
      { label: copy.t('order.action.cancel'), onClick: fn() },
      { label: copy.t('order.action.pay'), onClick: fn(), variant: 'accent' },
    ],
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingPayment: Story = {};
export const PendingReceipt: Story = {
  args: {
    statusText: copy.t('order.status.waitingReceive'),
    statusTone: 'progress',
    items: items(copy).slice(0, 1),
    actions: [{ label: copy.t('order.action.confirm'), onClick: fn(), variant: 'primary' }],
  },
};
export const Completed: Story = {
  args: { statusText: copy.t('order.status.completed'), statusTone: 'done', actions: [] },
};
export const RefundRefused: Story = {
  args: {
    statusText: copy.t('order.refund.refused'),
    statusTone: 'problem',
    actions: [],
    onSelect: undefined,
  },
};
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <OrderCard
          {...args}
          items={items(localeCopy).slice(0, 1)}
          orderNumberLabel={localeCopy.t('order.number')}
          statusText={localeCopy.t('order.status.waitingPay')}
          itemCountText={itemCountText(localeCopy, 3)}
          totalLabel={localeCopy.t('order.payPrice')}
          actions={[
            { label: localeCopy.t('order.action.cancel'), onClick: fn() },
            { label: localeCopy.t('order.action.pay'), onClick: fn(), variant: 'accent' },
          ]}
        />
      )}
    />
  ),
};
