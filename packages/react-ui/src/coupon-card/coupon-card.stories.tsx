import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleCoupon } from '../story-support/sample-texts';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { CouponCard } from './coupon-card';

const words = localeArgs(CouponCard, (copy) => sampleCoupon(copy));
const receivedWords = localeArgs(CouponCard, (copy) => ({
  ...words(copy),
  actionLabel: copy.t('coupon.use'),
  stateLabel: copy.t('coupon.received'),
}));
const usedWords = localeArgs(CouponCard, (copy) => ({
  ...words(copy),
  stateLabel: copy.t('coupon.used'),
}));
const expiredWords = localeArgs(CouponCard, (copy) => ({
  ...words(copy),
  stateLabel: copy.t('coupon.expired'),
}));

const meta = {
  title: 'Market/CouponCard',
  component: CouponCard,
  parameters: { localeArgs: words },
  args: {
    state: 'available',
    ...sampleCoupon(defaultCopy),
    onAction: fn(),
  },
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {};
export const Received: Story = {
  args: { state: 'received', ...receivedWords(defaultCopy) },
  parameters: { localeArgs: receivedWords },
};
export const Used: Story = {
  args: { state: 'used', ...usedWords(defaultCopy) },
  parameters: { localeArgs: usedWords },
};
export const Expired: Story = {
  args: { state: 'expired', ...expiredWords(defaultCopy) },
  parameters: { localeArgs: expiredWords },
};
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
