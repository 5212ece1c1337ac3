import type { Ref } from 'react';
import { Icon } from '../icon';
import { classNames } from '../internal/class-names';
import { PressableArea } from '../internal/pressable-area';
import { selectionState } from '../internal/selection-state';

/** Gradient of the card face; apps map banks to tones. */
export type BankCardTone = 'blue' | 'red' | 'green' | 'purple';

/** Props of {@link BankCardItem}. */
export interface BankCardItemProps {
  /** The issuing bank. */
  bankName: string;
  /** The card holder's name. */
  holderName: string;
  /** The card number as stored (full or already masked); only the last four digits are shown. */
  cardNumber: string;
  /** Read before the last four digits, e.g. "Card number". */
  cardNumberLabel: string;
  /** Marks the shopper's default card with `defaultLabel`. */
  isDefault?: boolean;
  /** Text of the mark on the default card, e.g. "Default". */
  defaultLabel?: string;
  /** The card's colour. */
  tone?: BankCardTone;
  /** Choosing the card (e.g. for a withdrawal); the card becomes one button. */
  onSelect?: () => void;
  /** Whether the card is the chosen one, when `onSelect` makes it selectable. */
  selected?: boolean;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLElement>;
}

/** The last four digits of a card number, whatever separators or masks it came with. */
export function lastFourDigits(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').slice(-4);
}

/** A bank card face: bank, holder, masked number (•••• 1234) and the default tag. */
export function BankCardItem({
  bankName,
  holderName,
  cardNumber,
  cardNumberLabel,
  isDefault = false,
  defaultLabel,
  tone = 'blue',
  onSelect,
  selected,
  className,
  ref,
}: BankCardItemProps) {
  const content = (
    <>
      <span className="mall-bank-card-item__top">
        <Icon name="card" size={22} />
        <span className="mall-bank-card-item__bank">{bankName}</span>
        {isDefault && defaultLabel && <span className="mall-bank-card-item__tag">{defaultLabel}</span>}
      </span>
      <span className="mall-bank-card-item__holder">{holderName}</span>
      <span className="mall-bank-card-item__number">
        <span className="mall-visually-hidden">{cardNumberLabel} </span>
        <span aria-hidden="true">••••&nbsp;&nbsp;••••&nbsp;&nbsp;••••&nbsp;&nbsp;</span>
        {lastFourDigits(cardNumber)}
      </span>
    </>
  );
  const state = selectionState(onSelect !== undefined, selected);
  return (
    <article
      ref={ref}
      className={classNames('mall-bank-card-item', className)}
      data-tone={tone}
      data-state={state}
    >
      <PressableArea className="mall-bank-card-item__face" onPress={onSelect} pressed={selected}>
        {content}
      </PressableArea>
    </article>
  );
}
