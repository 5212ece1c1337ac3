import { lastFourDigits } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import type { LedgerRow } from '@mall/sdk/schemas';
import { useI18n } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/messages';
import { Link } from '../../router/hash-router';
import { pathOf } from '../../router/routes';
import { WithdrawalStatusTag } from './withdrawal-status-tag';

/**
 * One ledger row: its kind, time, signed amount (money in green with "+", money out with "−") and
 * the balance after it; a withdrawal adds its number, status, masked card and refusal reason, a
 * recharge request the amount asked for and its status, an order's rows a link to the order.
 */
export function LedgerRowItem({ row }: { row: LedgerRow }) {
  const { t, formatPrice, formatDate } = useI18n();
  const cents = toCents(row.amount);
  const sign = cents > 0 ? '+' : cents < 0 ? '−' : '';
  const direction = cents > 0 ? 'in' : cents < 0 ? 'out' : 'none';
  return (
    <li className="app-ledger-row">
      <div className="app-ledger-row__main">
        <div className="app-ledger-row__titles">
          <h3 className="app-ledger-row__type">{t(`ledger.type.${row.type}` satisfies MessageKey)}</h3>
          <time className="app-ledger-row__time" dateTime={row.createTime}>
            {formatDate(row.createTime)}
          </time>
        </div>
        <div className="app-ledger-row__amounts">
          <p className="app-ledger-row__amount" data-direction={direction}>
            {sign}
            {formatPrice(Math.abs(cents))}
          </p>
          <p className="app-ledger-row__after">
            {t('ledger.balanceAfter', { amount: formatPrice(toCents(row.balanceAfter)) })}
          </p>
        </div>
      </div>
      <LedgerRowDetails row={row} />
    </li>
  );
}

/** What a row carries beyond its amount, by kind; nothing for a plain recharge. */
function LedgerRowDetails({ row }: { row: LedgerRow }) {
  const { t, formatPrice } = useI18n();
  const facts: React.ReactNode[] = [];
  if (row.status !== null && row.status !== undefined) {
    facts.push(<WithdrawalStatusTag key="status" status={row.status} />);
  }
  if (row.requestedAmount !== null && row.requestedAmount !== undefined) {
    facts.push(
      <span key="requested">
        {t('ledger.requested', { amount: formatPrice(toCents(row.requestedAmount)) })}
      </span>,
    );
  }
  if (row.withdrawNum) {
    facts.push(<span key="number">{t('withdrawal.number', { number: row.withdrawNum })}</span>);
  }
  if (row.bankCard) {
    facts.push(
      <span key="card">
        {row.bankCard.bankName} <span aria-hidden="true">••••</span>
        <span className="mall-visually-hidden">{t('bank.cardNumber')}</span>{' '}
        {lastFourDigits(row.bankCard.cardNo)}
      </span>,
    );
  }
  if (row.orderId) {
    facts.push(
      <Link key="order" to={pathOf('orderDetail', { id: row.orderId })} className="app-ledger-row__order">
        {t('ledger.order', { id: row.orderId })}
      </Link>,
    );
  }
  if (facts.length === 0 && !row.refuseReason) {
    return null;
  }
  return (
    <div className="app-ledger-row__details">
      {facts.length > 0 ? <p className="app-ledger-row__facts">{facts}</p> : null}
      {row.refuseReason ? (
        <p className="app-ledger-row__reason">{t('withdrawal.refuseReason', { reason: row.refuseReason })}</p>
      ) : null}
    </div>
  );
}
