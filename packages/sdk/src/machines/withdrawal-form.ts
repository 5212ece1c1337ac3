import { type Cents, toCents, toWireAmount } from '../money/money';
import { accountWithdrawRequestSchema } from '../schemas/account.schema';
import { type FieldError, fieldErrorsOf } from '../schemas/field-errors';
import { VALIDATION_MESSAGES } from '../schemas/validation-messages';

// The withdrawal machine loads this module with `import()` when a withdrawal is checked, so an
// app that imports the machine does not load zod and the schemas until the shopper submits.

/** The withdrawal form as the machine holds it. */
export interface WithdrawalForm {
  /** The amount as the shopper types it, e.g. `"50"` or `"12.5"`. */
  amount: string;
  bankCardId: number | null;
  balance: Cents;
}

function amountInCents(amount: string): Cents | null {
  try {
    return toCents(amount);
  } catch {
    return null;
  }
}

/**
 * Why a withdrawal cannot be sent: the shared schema (amount filled and > 0, a bank card selected)
 * and the balance (the amount may not exceed it); `[]` when it can.
 * @example
 * withdrawalErrors({ amount: '100.01', bankCardId: 2, balance: 100_00 });
 * // [{ field: 'amount', key: 'validation.max', params: { max: 100 } }]
 */
export function withdrawalErrors(form: WithdrawalForm): FieldError[] {
  const errors = fieldErrorsOf(accountWithdrawRequestSchema, {
    amount: form.amount,
    bankCardId: form.bankCardId ?? undefined,
  });
  const cents = amountInCents(form.amount);
  if (cents !== null && cents > form.balance && !errors.some((error) => error.field === 'amount')) {
    errors.push({
      field: 'amount',
      key: VALIDATION_MESSAGES.max,
      params: { max: toWireAmount(form.balance) },
    });
  }
  return errors;
}
