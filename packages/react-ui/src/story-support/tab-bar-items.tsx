import { Icon } from '../icon';
import type { TabBarItem } from '../tab-bar';
import type { StoryCopy } from './story-copy';

/** The shop's four tabs, in the spec's order, with text from the given locale. */
export function shopTabs({ t, formatNumber }: StoryCopy, cartCount = 0): TabBarItem[] {
  return [
    { value: 'home', label: t('tab.home'), icon: <Icon name="home" /> },
    { value: 'category', label: t('tab.category'), icon: <Icon name="category" /> },
    {
      value: 'cart',
      label: t('tab.cart'),
      icon: <Icon name="cart" />,
      // As the app's tab bar: a badge only when the cart holds something.
      ...(cartCount > 0
        ? { badgeCount: cartCount, badgeLabel: t('cart.count', { count: formatNumber(cartCount) }) }
        : {}),
    },
    { value: 'my', label: t('tab.my'), icon: <Icon name="user" /> },
  ];
}
