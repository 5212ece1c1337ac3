import type { ReactNode, Ref } from 'react';
import { classNames } from '../internal/class-names';
import { useNumberLocale } from '../internal/number-locale';
import { formatMinorUnits } from '../price';

/** Props of {@link BalanceCard}. */
export interface BalanceCardProps {
  /** E.g. "Account balance". */
  label: string;
  /** Balance in minor units. */
  amount: number;
  /** Symbol before the amount, e.g. `¥`. */
  currencySymbol: string;
  /** Buttons under the amount, e.g. withdraw and details. */
  actions?: ReactNode;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLElement>;
}

/** The "My" page's balance: a blue card with the amount large and the balance actions. */
export function BalanceCard({ label, amount, currencySymbol, actions, className, ref }: BalanceCardProps) {
  const [whole, fraction, decimal] = formatMinorUnits(amount, 2, useNumberLocale());
  return (
    <section ref={ref} className={classNames('mall-balance-card', className)} aria-label={label}>
      <p className="mall-balance-card__label" aria-hidden="true">
        {label}
      </p>
      <p className="mall-balance-card__amount">
        <span className="mall-balance-card__symbol">{currencySymbol}</span>
        {whole}
        <span className="mall-balance-card__fraction">
          {decimal}
          {fraction}
        </span>
      </p>
      {actions && <div className="mall-balance-card__actions">{actions}</div>}
    </section>
  );
}
