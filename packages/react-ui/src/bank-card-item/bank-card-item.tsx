import type { Ref } from 'react';
import { Icon } from '../icon';
import { classNames } from '../internal/class-names';
import { PressableArea } from '../internal/pressable-area';
import { selectionState } from '../internal/selection-state';

/** Gradient of the card face; apps map banks to tones. */
export type BankCardTone = 'blue' | 'red' | 'green' | 'purple';

export interface BankCardItemProps {
  bankName: string;
  holderName: string;
  /** The card number as stored (full or already masked); only the last four digits are shown. */
  cardNumber: string;
  /** Read before the last four digits, e.g. "Card number". */
  cardNumberLabel: string;
  isDefault?: boolean;
  defaultLabel?: string;
  tone?: BankCardTone;
  /** Choosing the card (e.g. for a withdrawal); the card becomes one button. */
  onSelect?: () => void;
  selected?: boolean;
  className?: string;
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
