import type { CheckoutMachineContext, CheckoutMachineEvent } from '@mall/sdk/machines';

/** What each section of the submit page gets: the machine's context and a way to talk to it. */
export interface CheckoutSectionProps {
  context: CheckoutMachineContext;
  send: (event: CheckoutMachineEvent) => void;
  /** The order exists: its address, coupon and remark are fixed. */
  ordered: boolean;
  /** Creating or paying: nothing changes until the server has answered. */
  busy: boolean;
}

/** The first field error of the confirmation whose path starts with `prefix`. */
export function fieldErrorOf(context: CheckoutMachineContext, prefix: string) {
  return context.fieldErrors.find((error) => error.field.startsWith(prefix));
}
