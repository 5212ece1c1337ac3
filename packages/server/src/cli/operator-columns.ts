import { formatMoney, isWireMoney, toCents } from '@mall/sdk';
import {
  BUY_BACK_STATUS,
  COMPLAINT_STATUS,
  FEEDBACK_STATUS,
  ORDER_STATUS,
  REFUND_STATUS,
  WITHDRAWAL_STATUS,
} from '@mall/sdk/lifecycle';
import { type Column, plainText, valueAt } from './table';

/**
 * How `mall-admin` prints what an operator read answers: the columns of each queue, in the order
 * a person deciding on a row reads them. A read without an entry here (or whose rows carry none
 * of its keys) prints every key of its first row, each written by what its name says it holds.
 */

/** Two digits. */
function two(value: number): string {
  return String(value).padStart(2, '0');
}

/** A time as the local `YYYY-MM-DD HH:mm`; the text itself when it is not one. */
export function formatTime(value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return '';
  }
  const date =
    typeof value === 'number'
      ? new Date(value < 1e12 ? value * 1000 : value)
      : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)
        ? new Date(value)
        : null;
  if (!date || Number.isNaN(date.getTime())) {
    return plainText(value);
  }
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** An amount of the wire (a decimal number of the currency) with its two digits and grouping. */
export function formatAmount(value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return '';
  }
  return isWireMoney(value) ? formatMoney(toCents(value as number | string)) : plainText(value);
}

/** A status code by its name (`waitingShip`), the code itself when the name is unknown. */
export function statusNamer(statuses: Record<string, number>): (value: unknown) => string {
  const names = new Map(Object.entries(statuses).map(([name, code]) => [code, name]));
  return (value) => {
    const code = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    return typeof code === 'number' ? (names.get(code) ?? String(code)) : plainText(value);
  };
}

const RECHARGE_REQUEST_STATUS = { pending: 0, approved: 1 };

// What a key's name says its value is: times, amounts.
const TIME_KEY = /(time|At|Date)$/;
const AMOUNT_KEY = /(amount|price|balance|total|money|fee|credit|debit)$/i;

/** The column for a key no map names, written by what its name says. */
export function columnForKey(key: string): Column {
  if (TIME_KEY.test(key)) {
    return { key, format: formatTime };
  }
  if (AMOUNT_KEY.test(key)) {
    return { key, format: formatAmount, align: 'right' };
  }
  return { key };
}

const id: Column = { key: 'id' };
const user: Column = { key: 'userId', title: 'shopper' };
const created: Column = { key: 'createTime', title: 'created', format: formatTime };
const updated: Column = { key: 'updateTime', title: 'updated', format: formatTime };
const amount: Column = { key: 'amount', format: formatAmount, align: 'right' };
const username: Column = { key: 'username', title: 'name', max: 20 };
const nickname: Column = { key: 'nickName', title: 'nickname', max: 20 };

function status(statuses: Record<string, number>, key = 'status'): Column {
  return {
    key,
    title: key === 'status' ? 'status' : key.replace('.status', ''),
    format: statusNamer(statuses),
  };
}

/** The columns of each read, by action name. */
export const ACTION_COLUMNS: Record<string, readonly Column[]> = {
  'order/list': [
    { key: 'orderNum', title: 'order' },
    { key: 'id', title: 'id' },
    user,
    username,
    status(ORDER_STATUS),
    { key: 'payPrice', title: 'paid', format: formatAmount, align: 'right' },
    { key: 'totalPrice', title: 'total', format: formatAmount, align: 'right' },
    { key: 'goodsCount', title: 'goods' },
    created,
  ],
  'order/refund/list': [
    { key: 'orderNum', title: 'order' },
    { key: 'id', title: 'id' },
    user,
    username,
    status(ORDER_STATUS),
    status(REFUND_STATUS, 'refund.status'),
    { key: 'refund.amount', title: 'refund', format: formatAmount, align: 'right' },
    { key: 'refund.reason', title: 'reason', max: 30 },
    { key: 'payPrice', title: 'paid', format: formatAmount, align: 'right' },
    { key: 'refund.applyTime', title: 'applied', format: formatTime },
    created,
  ],
  'order/buyBack/list': [
    { key: 'orderNum', title: 'order' },
    { key: 'id', title: 'id' },
    user,
    status(ORDER_STATUS),
    status(BUY_BACK_STATUS, 'buyBack.status'),
    { key: 'buyBack.amount', title: 'amount', format: formatAmount, align: 'right' },
    { key: 'buyBack.rate', title: 'rate' },
    created,
  ],
  'withdrawal/list': [
    id,
    { key: 'withdrawNum', title: 'number' },
    user,
    username,
    amount,
    status(WITHDRAWAL_STATUS),
    { key: 'bankCard.bankName', title: 'bank', max: 20 },
    { key: 'bankCard.cardNum', title: 'card' },
    { key: 'reason', max: 30 },
    created,
  ],
  'recharge/list': [
    id,
    user,
    username,
    amount,
    status(RECHARGE_REQUEST_STATUS),
    { key: 'remark', max: 30 },
    created,
  ],
  'feedback/list': [
    id,
    user,
    username,
    { key: 'type' },
    { key: 'content', max: 40 },
    status(FEEDBACK_STATUS),
    { key: 'remark', max: 30 },
    created,
  ],
  'complain/list': [
    id,
    user,
    username,
    { key: 'orderId', title: 'order' },
    { key: 'type' },
    { key: 'content', max: 40 },
    status(COMPLAINT_STATUS),
    { key: 'result', max: 30 },
    created,
  ],
  'cs/session/list': [
    { key: 'id', title: 'session' },
    user,
    username,
    { key: 'unread', title: 'unread' },
    { key: 'lastMessage', title: 'last message', max: 40 },
    { key: 'lastTime', title: 'last', format: formatTime },
    updated,
    created,
  ],
  'goods/lowStock': [
    { key: 'specId', title: 'spec' },
    { key: 'goodsId', title: 'goods' },
    { key: 'title', max: 30 },
    { key: 'name', title: 'spec name', max: 20 },
    { key: 'stock', align: 'right' },
    { key: 'price', format: formatAmount, align: 'right' },
  ],
  'user/orders': [
    { key: 'orderNum', title: 'order' },
    { key: 'id', title: 'id' },
    status(ORDER_STATUS),
    { key: 'payPrice', title: 'paid', format: formatAmount, align: 'right' },
    { key: 'totalPrice', title: 'total', format: formatAmount, align: 'right' },
    created,
  ],
  'user/ledger': [
    id,
    { key: 'type' },
    amount,
    { key: 'balanceAfter', title: 'balance after', format: formatAmount, align: 'right' },
    { key: 'status' },
    { key: 'remark', max: 30 },
    created,
  ],
  'user/info': [
    id,
    username,
    nickname,
    { key: 'phone' },
    { key: 'balance', format: formatAmount },
    { key: 'status' },
    created,
  ],
  'operator/list': [
    id,
    { key: 'name' },
    { key: 'role' },
    { key: 'disabled' },
    { key: 'lastLoginTime', title: 'last sign-in', format: formatTime },
    created,
  ],
  'audit/list': [
    id,
    { key: 'createTime', title: 'time', format: formatTime },
    { key: 'actor', max: 20 },
    { key: 'action', max: 26 },
    { key: 'input', max: 40 },
    { key: 'changes', max: 40 },
    { key: 'address', max: 20 },
  ],
};

function present(rows: readonly Record<string, unknown>[], column: Column): boolean {
  return rows.some((row) => valueAt(row, column.key) !== undefined);
}

/**
 * The columns to print `rows` of `action` with: the action's map, keeping the columns its rows
 * carry; every key of the first row when there is no map or the rows carry none of its keys.
 */
export function columnsFor(action: string, rows: readonly Record<string, unknown>[]): Column[] {
  const mapped = (ACTION_COLUMNS[action] ?? []).filter((column) => present(rows, column));
  if (mapped.length > 0) {
    return mapped;
  }
  const first = rows[0] ?? {};
  return Object.keys(first).map(columnForKey);
}
