import { type Ref, useId } from 'react';
import { Button, type ButtonVariant } from '../button';
import { classNames } from '../internal/class-names';
import { formatCount, useNumberLocale } from '../internal/number-locale';
import { PressableArea } from '../internal/pressable-area';
import { Price } from '../price';

/** Colour of the status text: waiting on the shopper, in progress, done, closed, or a problem. */
export type OrderStatusTone = 'attention' | 'progress' | 'done' | 'closed' | 'problem';

/** One line of the order. */
export interface OrderCardItem {
  /** Unique within the order. */
  id: string | number;
  /** The goods' name. */
  title: string;
  /** Goods picture; without one a blank tile keeps the layout. */
  imageSrc?: string | undefined;
  /** Chosen specification, e.g. "Midnight black, Pro". */
  specText?: string;
  /** Unit price in minor units. */
  price: number;
  /** How many were ordered. */
  quantity: number;
}

/** A button at the foot of an order card, e.g. pay or confirm receipt. */
export interface OrderCardAction {
  /** The button's text. */
  label: string;
  /** Called when the button is tapped. */
  onClick: () => void;
  /** The button's look. */
  variant?: ButtonVariant;
  /** E.g. while another action on the same page is running. */
  disabled?: boolean;
}

/** Props of {@link OrderCard}. */
export interface OrderCardProps {
  /** Text before the order number, e.g. "Order No.". */
  orderNumberLabel: string;
  /** The order's number. */
  orderNumber: string;
  /** The order's status, as the shopper reads it. */
  statusText: string;
  /** The status's colour. */
  statusTone?: OrderStatusTone;
  /** The lines of the order. */
  items: readonly OrderCardItem[];
  /** Symbol before the prices, e.g. `¥`. */
  currencySymbol: string;
  /** Worded count, e.g. "3 items". */
  itemCountText?: string;
  /** E.g. "Actual payment". */
  totalLabel: string;
  /** Amount paid (or to pay), in minor units. */
  total: number;
  /** Buttons at the foot of the card, in order. */
  actions?: readonly OrderCardAction[];
  /** Opens the order; the goods rows become one button. */
  onSelect?: () => void;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLElement>;
}

/** An order in the list: number and status, its goods, the total, and what the shopper can do next. */
export function OrderCard({
  orderNumberLabel,
  orderNumber,
  statusText,
  statusTone = 'progress',
  items,
  currencySymbol,
  itemCountText,
  totalLabel,
  total,
  actions,
  onSelect,
  className,
  ref,
}: OrderCardProps) {
  const locale = useNumberLocale();
  // The card is named by its order number, so that its buttons ("Pay now" on every unpaid order)
  // are told apart.
  const numberId = useId();
  const goods = (
    <ul className="mall-order-card__items">
      {items.map((item) => (
        <li key={item.id} className="mall-order-card__item">
          {item.imageSrc ? (
            <img
              className="mall-thumbnail mall-order-card__image"
              src={item.imageSrc}
              alt=""
              loading="lazy"
            />
          ) : (
            <span className="mall-thumbnail mall-order-card__image" />
          )}
          <span className="mall-order-card__info">
            <span className="mall-order-card__title">{item.title}</span>
            {item.specText && <span className="mall-order-card__spec">{item.specText}</span>}
          </span>
          <span className="mall-order-card__figures">
            <Price value={item.price} currencySymbol={currencySymbol} size="small" />
            <span className="mall-order-card__quantity">×{formatCount(item.quantity, locale)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <article
      ref={ref}
      className={classNames('mall-order-card', className)}
      data-state={statusTone}
      aria-labelledby={numberId}
    >
      <header className="mall-order-card__header">
        <h3 id={numberId} className="mall-order-card__number">
          {orderNumberLabel} {orderNumber}
        </h3>
        <span className="mall-order-card__status">{statusText}</span>
      </header>
      <PressableArea className="mall-order-card__open" onPress={onSelect}>
        {goods}
      </PressableArea>
      <p className="mall-order-card__total">
        {itemCountText && <span>{itemCountText}</span>}
        <span>{totalLabel}</span>
        <Price value={total} currencySymbol={currencySymbol} size="medium" />
      </p>
      {actions && actions.length > 0 && (
        <footer className="mall-order-card__actions">
          {actions.map((action) => (
            <Button
              key={action.label}
              size="small"
              variant={action.variant ?? 'outline'}
              disabled={action.disabled}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </footer>
      )}
    </article>
  );
}
