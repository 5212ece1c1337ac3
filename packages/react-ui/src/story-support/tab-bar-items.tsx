import { Icon } from '../icon';
import type { TabBarItem } from '../tab-bar';
import type { StoryCopy } from './story-copy';

/** The shop's four tabs, in the spec's order, with text from the given locale. */
export function shopTabs(copy: StoryCopy, cartCount = 0): TabBarItem[] {
  return [
    { value: 'home', label: copy.tabHome, icon: <Icon name="home" /> },
    { value: 'category', label: copy.tabCategory, icon: <Icon name="category" /> },
    {
      value: 'cart',
      label: copy.tabCart,
      icon: <Icon name="cart" />,
      badgeCount: cartCount,
      badgeLabel: `${cartCount}`,
    },
    { value: 'my', label: copy.tabMy, icon: <Icon name="user" /> },
  ];
}
