import type { MessageKey } from './story-copy';

/**
 * English wording the kit's component tests look for where it differs from the app's (they were
 * written against the stories' earlier text). Stories show it in English only; every other locale
 * shows the app's wording. Once those tests ask for the app's English, this list goes.
 */
export const kitTestWording: Partial<Record<MessageKey, string>> = {
  'tab.bar': 'Main',
  'detail.increase': 'Increase quantity',
  'detail.decrease': 'Decrease quantity',
  'detail.actions': 'Goods actions',
  'detail.tabComment': 'Comments',
  'coupon.receive': 'Get',
  'coupon.condition': 'Orders over {amount}',
  'order.number': 'Order no.',
  'order.status.waitingPay': 'Waiting for payment',
  'address.region': 'Province/city/district',
  'validation.mobile': 'Mobile number must be 6-15 digits',
  'common.loadFailed': 'Failed to load. Tap to reload',
  'common.play': 'Play',
  'common.pause': 'Pause',
  'home.banners': 'Promotions',
  'my.balance': 'Account balance',
};
