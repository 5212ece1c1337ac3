import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleCoupon } from '../story-support/sample-texts';
import { storyCopy } from '../story-support/story-copy';
import { CouponCard } from './coupon-card';

const copy = storyCopy.en;

const meta = {
  title: 'Market/CouponCard',
  component: CouponCard,
  args: {
    state: 'available',
    ...sampleCoupon(copy),
    onAction: fn(),
  },
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {};
export const Received: Story = {
  args: { state: 'received', actionLabel: copy.t('coupon.use'), stateLabel: copy.t('coupon.received') },
};
export const Used: Story = { args: { state: 'used', stateLabel: copy.t('coupon.used') } };
export const Expired: Story = { args: { state: 'expired', stateLabel: copy.t('coupon.expired') } };
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <CouponCard
          {...args}
          state="received"
          {...sampleCoupon(localeCopy)}
          actionLabel={localeCopy.t('coupon.use')}
          stateLabel={localeCopy.t('coupon.received')}
        />
      )}
    />
  ),
};
