import { formatMoney, toCents } from '@mall/sdk';
import type { WithdrawalMachineContext } from '@mall/sdk/machines';
import { FIELD_WORDS, STATE_WORDS, WORDS, word } from './words';

/** What the page shows of one snapshot of the withdrawal machine. */
export interface WithdrawalView {
  /** The state's name, e.g. `editing` or `agreed`. */
  value: string;
  /** XState's `active`, or `done` once a final state is reached. */
  status: string;
  context: WithdrawalMachineContext;
}

/** The element of `id`, which the page must have. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) {
    throw new Error(`the page has no #${id}`);
  }
  return element as T;
}

const FORM_STATES = new Set(['editing', 'validating', 'submitting']);
const RESULT_STATES = new Set(['pendingApproval', 'refreshing', 'agreed', 'refused']);

function fieldError(view: WithdrawalView, field: string, money: (cents: number) => string): string {
  const error = view.context.fieldErrors.find((candidate) => candidate.field === field);
  if (!error) {
    return '';
  }
  const max = error.params?.max;
  return word(FIELD_WORDS[error.key] ?? WORDS.fieldFallback, {
    max: max === undefined ? '' : money(toCents(max)),
  });
}

function showFieldError(inputId: string, text: string): void {
  byId(`${inputId}-error`).textContent = text;
  byId(inputId).setAttribute('aria-invalid', String(text !== ''));
}

function renderCards(view: WithdrawalView): void {
  const select = byId<HTMLSelectElement>('card');
  const { cards, bankCardId } = view.context;
  const ids = cards.map((card) => card.id).join(',');
  if (select.dataset.cards !== ids) {
    select.dataset.cards = ids;
    select.replaceChildren(
      ...cards.map((card) => new Option(`${card.bankName} ${card.cardNo}`, String(card.id))),
    );
  }
  select.value = bankCardId === null ? '' : String(bankCardId);
}

function renderResult(view: WithdrawalView, money: (cents: number) => string): void {
  const result = byId('result');
  const row = view.context.withdrawal;
  result.hidden = !RESULT_STATES.has(view.value) || row === null;
  if (!row) {
    return;
  }
  byId('result-number').textContent = row.withdrawNum ?? String(row.id);
  byId('result-amount').textContent = money(Math.abs(toCents(row.amount)));
  byId('result-card').textContent = row.bankCard ? `${row.bankCard.bankName} ${row.bankCard.cardNo}` : '';
  const reason = byId('result-reason');
  reason.hidden = !row.refuseReason;
  reason.textContent = row.refuseReason ? `${WORDS.refuseReason}: ${row.refuseReason}` : '';
  byId<HTMLButtonElement>('check-again').hidden = view.value !== 'pendingApproval';
}

/** Shows one snapshot: the live state line, balance, form, errors and the withdrawal made. */
export function renderWithdrawal(view: WithdrawalView, money: (cents: number) => string): void {
  const { context, value } = view;
  const state = byId('state');
  state.textContent = STATE_WORDS[value] ?? value;
  state.dataset.machineState = value;
  state.dataset.machineStatus = view.status;

  // The balance the machine loaded: shown with the form it checks against, not after a withdrawal.
  byId('balance').textContent = value === 'loading' ? '…' : money(context.balance);
  byId('balance-line').hidden = RESULT_STATES.has(value);

  const form = byId<HTMLFormElement>('withdraw-form');
  const busy = value === 'validating' || value === 'submitting';
  form.hidden = !FORM_STATES.has(value);
  form.setAttribute('aria-busy', String(busy));
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLButtonElement | HTMLSelectElement>(
    'input, select, button',
  )) {
    control.disabled = busy;
  }
  const amount = byId<HTMLInputElement>('amount');
  if (amount.value !== context.amount) {
    amount.value = context.amount;
  }
  showFieldError('amount', fieldError(view, 'amount', money));
  const noCards = context.cards.length === 0 ? WORDS.noCards : '';
  showFieldError('card', fieldError(view, 'bankCardId', money) || noCards);
  renderCards(view);

  // The server's message as the SDK returns it (`ApiError.message`), e.g. a balance spent meanwhile.
  byId('withdraw-error').textContent = context.error?.message ?? '';
  byId('retry').hidden = value !== 'loadFailed';
  renderResult(view, money);
}

/** Formats cents with the shop's currency symbol. */
export function moneyWith(symbol: string): (cents: number) => string {
  return (cents) => formatMoney(cents, { symbol, locale: 'en' });
}
