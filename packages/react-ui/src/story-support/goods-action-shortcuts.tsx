import type { GoodsActionShortcut } from '../goods-action-bar';
import { Icon } from '../icon';
import type { StoryCopy } from './story-copy';

/** The goods page's shortcuts beside its two buttons: customer service and the cart with its count. */
export function goodsActionShortcuts(
  { t, formatNumber }: StoryCopy,
  onClick: () => void,
): GoodsActionShortcut[] {
  const cartCount = 3;
  return [
    { key: 'service', label: t('detail.service'), icon: <Icon name="service" />, onClick },
    {
      key: 'cart',
      label: t('detail.cart'),
      icon: <Icon name="cart" />,
      onClick,
      badgeCount: cartCount,
      badgeLabel: formatNumber(cartCount),
    },
  ];
}
