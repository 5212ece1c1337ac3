import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { CouponCard } from './coupon-card';

const copy = storyCopy.en;

const meta = {
  title: 'Market/CouponCard',
  component: CouponCard,
  args: {
    state: 'available',
    amount: 2000,
    currencySymbol: '¥',
    title: copy.couponTitle,
    condition: copy.couponThreshold,
    validity: copy.couponValidity,
    actionLabel: copy.couponReceive,
    onAction: fn(),
  },
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {};
export const Received: Story = {
  args: { state: 'received', actionLabel: copy.couponUse, stateLabel: copy.couponReceived },
};
export const Used: Story = { args: { state: 'used', stateLabel: copy.couponUsed } };
export const Expired: Story = { args: { state: 'expired', stateLabel: copy.couponExpired } };
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <CouponCard
          {...args}
          state="received"
          title={localeCopy.couponTitle}
          condition={localeCopy.couponThreshold}
          validity={localeCopy.couponValidity}
          actionLabel={localeCopy.couponUse}
          stateLabel={localeCopy.couponReceived}
        />
      )}
    />
  ),
};
