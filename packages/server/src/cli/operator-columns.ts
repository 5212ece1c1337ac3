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
  if (key === 'shopper') {
    return { key, format: formatShopper, max: 24 };
  }
  if (TIME_KEY.test(key)) {
    return { key, format: formatTime };
  }
  if (AMOUNT_KEY.test(key)) {
    return { key, format: formatAmount, align: 'right' };
  }
  return { key };
}

/** A queue row's shopper (`{ id, username, nickName, phone }`) as `name #id`. */
export function formatShopper(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return plainText(value);
  }
  const shopper = value as { id?: unknown; username?: unknown; nickName?: unknown; phone?: unknown };
  const name = [shopper.username, shopper.nickName, shopper.phone].find(
    (part) => typeof part === 'string' && part !== '',
  );
  return [name, shopper.id === undefined ? '' : `#${String(shopper.id)}`].filter(Boolean).join(' ');
}

/** A card to pay to (`{ bankName, holderName, cardNo }`) on one line. */
function formatCard(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return plainText(value);
  }
  const card = value as { bankName?: unknown; holderName?: unknown; cardNo?: unknown; cardNum?: unknown };
  return [card.bankName, card.holderName, card.cardNo ?? card.cardNum].filter(Boolean).map(String).join(' ');
}

/** The lines of an order (`goodsList`) as `title ×count`, joined. */
function formatLines(value: unknown): string {
  if (!Array.isArray(value)) {
    return plainText(value);
  }
  return value
    .map(
      (line: { title?: unknown; specName?: unknown; count?: unknown }) =>
        `${String(line.title ?? '')}${line.specName ? ` ${String(line.specName)}` : ''} ×${String(line.count ?? 1)}`,
    )
    .join(', ');
}

/** The newest of a session's latest messages: its text, or its kind in brackets. */
function formatLastMessage(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) {
    return plainText(value);
  }
  const last = value[value.length - 1] as { content?: { type?: unknown; data?: unknown } };
  const content = last.content;
  if (content?.type === 'text' && typeof content.data === 'string') {
    return content.data;
  }
  return content?.type ? `[${String(content.type)}]` : plainText(last);
}

const id: Column = { key: 'id' };
const shopper: Column = { key: 'shopper', format: formatShopper, max: 24 };
const created: Column = { key: 'createTime', title: 'created', format: formatTime };
const applied: Column = { key: 'applyTime', title: 'applied', format: formatTime };
const amount: Column = { key: 'amount', format: formatAmount, align: 'right' };
const balance: Column = { key: 'balance', title: 'balance now', format: formatAmount, align: 'right' };

function money(key: string, title: string): Column {
  return { key, title, format: formatAmount, align: 'right' };
}

function status(statuses: Record<string, number>, key = 'status', title = 'status'): Column {
  return { key, title, format: statusNamer(statuses) };
}

/** An order as the queues carry it: its number, status, amount paid and lines. */
const orderColumns = (prefix: string): Column[] => [
  { key: `${prefix}orderNum`, title: 'order number' },
  status(ORDER_STATUS, `${prefix}status`, prefix ? 'order status' : 'status'),
  money(`${prefix}payPrice`, 'paid'),
  { key: `${prefix}goodsList`, title: 'goods', format: formatLines, max: 30 },
];

/** The columns of each read, by action name. */
export const ACTION_COLUMNS: Record<string, readonly Column[]> = {
  'order/list': [
    id,
    ...orderColumns(''),
    shopper,
    { key: 'address.city', title: 'city', max: 16 },
    { key: 'payTime', title: 'paid at', format: formatTime },
  ],
  'order/refund/list': [
    id,
    { key: 'orderId', title: 'order' },
    status(REFUND_STATUS),
    amount,
    { key: 'reason', max: 30 },
    shopper,
    ...orderColumns('order.'),
    applied,
  ],
  'order/buyBack/list': [
    id,
    { key: 'orderId', title: 'order' },
    status(BUY_BACK_STATUS),
    { key: 'rate' },
    amount,
    shopper,
    ...orderColumns('order.'),
    applied,
  ],
  'withdrawal/list': [
    id,
    { key: 'withdrawNum', title: 'number' },
    shopper,
    amount,
    status(WITHDRAWAL_STATUS),
    { key: 'payTo', title: 'pay to', format: formatCard, max: 44 },
    balance,
    { key: 'refuseReason', title: 'refused because', max: 30 },
    created,
  ],
  'recharge/list': [id, shopper, amount, status(RECHARGE_REQUEST_STATUS), balance, created],
  'feedback/list': [
    id,
    shopper,
    { key: 'type' },
    { key: 'content', max: 40 },
    status(FEEDBACK_STATUS),
    { key: 'remark', max: 30 },
    created,
  ],
  'complain/list': [
    id,
    shopper,
    { key: 'orderId', title: 'order' },
    { key: 'type' },
    { key: 'content', max: 40 },
    status(COMPLAINT_STATUS),
    { key: 'result', max: 30 },
    created,
  ],
  'cs/session/list': [
    { key: 'sessionId', title: 'session' },
    shopper,
    { key: 'unanswered' },
    { key: 'waitingSince', title: 'waiting since', format: formatTime },
    { key: 'lastMessages', title: 'last message', format: formatLastMessage, max: 40 },
  ],
  'goods/lowStock': [
    { key: 'specId', title: 'spec' },
    { key: 'goodsId', title: 'goods' },
    { key: 'goodsTitle', title: 'title', max: 30 },
    { key: 'specName', title: 'spec name', max: 20 },
    { key: 'stock', align: 'right' },
    money('price', 'price'),
  ],
  'user/orders': [id, ...orderColumns(''), { key: 'payTime', title: 'paid at', format: formatTime }, created],
  'user/ledger': [
    id,
    { key: 'type' },
    amount,
    money('balanceAfter', 'balance after'),
    { key: 'orderId', title: 'order' },
    { key: 'withdrawNum', title: 'withdrawal' },
    { key: 'status' },
    created,
  ],
  'operator/list': [
    id,
    { key: 'name' },
    { key: 'role' },
    { key: 'disabled' },
    { key: 'totp', title: 'one-time code' },
    { key: 'lastLoginTime', title: 'last sign-in', format: formatTime },
    created,
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
