import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleGoods } from '../story-support/sample-images';
import { type StoryCopy, storyCopy } from '../story-support/story-copy';
import { OrderCard } from './order-card';

const copy = storyCopy.en;
const [headphones, bag] = sampleGoods;

function items(localeCopy: StoryCopy) {
  return [
    {
      id: 1,
      title: localeCopy.goodsName,
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
    orderNumberLabel: copy.orderNumber,
    orderNumber: '202511210935001',
    statusText: copy.orderPendingPayment,
    statusTone: 'attention',
    items: items(copy),
    currencySymbol: '¥',
    itemCountText: copy.orderItemCount,
    totalLabel: copy.orderActualPayment,
    total: 71500,
    onSelect: fn(),
    actions: [
      { label: copy.orderCancel, onClick: fn() },
      { label: copy.orderPay, onClick: fn(), variant: 'accent' },
    ],
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingPayment: Story = {};
export const PendingReceipt: Story = {
  args: {
    statusText: 'Waiting for user to receive',
    statusTone: 'progress',
    items: items(copy).slice(0, 1),
    actions: [{ label: 'Confirm receipt', onClick: fn(), variant: 'primary' }],
  },
};
export const Completed: Story = {
  args: { statusText: 'Completed', statusTone: 'done', actions: [] },
};
export const RefundRefused: Story = {
  args: { statusText: 'Refund refused', statusTone: 'problem', actions: [], onSelect: undefined },
};
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <OrderCard
          {...args}
          items={items(localeCopy).slice(0, 1)}
          orderNumberLabel={localeCopy.orderNumber}
          statusText={localeCopy.orderPendingPayment}
          itemCountText={localeCopy.orderItemCount}
          totalLabel={localeCopy.orderActualPayment}
          actions={[
            { label: localeCopy.orderCancel, onClick: fn() },
            { label: localeCopy.orderPay, onClick: fn(), variant: 'accent' },
          ]}
        />
      )}
    />
  ),
};
