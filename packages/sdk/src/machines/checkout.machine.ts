import { assertEvent, assign, fromPromise } from 'xstate';
import type { MallClient } from '../client/create-mall-client';
import { type Cents, toCents, toWireAmount } from '../money/money';
import type { Address } from '../schemas/address.schema';
import { USER_COUPON_STATUS, type UserCoupon } from '../schemas/coupon.schema';
import { type FieldError, fieldErrorsOf } from '../schemas/field-errors';
import { type OrderCreateRequest, type OrderDetail, orderCreateRequestSchema } from '../schemas/order.schema';
import { VALIDATION_MESSAGES } from '../schemas/validation-messages';
import { type ApiError, toApiError } from '../transport/api-error';
import {
  type CheckoutLine,
  type CheckoutSummary,
  checkoutSummaryOf,
  couponUsable,
  type PricedLine,
  priceCheckoutLines,
} from './checkout-pricing';
import { setupMachine } from './setup-machine';

/** The calls the checkout machine makes. */
export type CheckoutMachineClient = Pick<MallClient, 'goods' | 'user' | 'coupon' | 'order'>;

/** The shopper's addresses and unused coupons, as `loadOptions` resolves them. */
export interface CheckoutOptions {
  addresses: Address[];
  coupons: UserCoupon[];
}

/** How a checkout ended: paid, an unpaid order kept for later, or left before ordering. */
export interface CheckoutOutput {
  outcome: 'paid' | 'unpaid' | 'left';
  /** The created order, when there is one (pay it later from the order list). */
  orderId: number | null;
}

/** Every event the checkout machine accepts. */
export type CheckoutMachineEvent =
  | { type: 'checkout.address.select'; addressId: number }
  | {
      type: 'checkout.coupon.select' /** A coupon of `coupons`, or `null` for none. */;
      couponId: number | null;
    }
  | { type: 'checkout.remark.change'; remark: string }
  | { type: 'checkout.confirm' }
  /** Pay again (e.g. after a recharge). */
  | { type: 'checkout.pay.retry' }
  /** Re-prices after a failed pricing. */
  | { type: 'checkout.retry' }
  | { type: 'checkout.leave' };

/** What `createActor(checkoutMachine, { input })` takes: the client and the lines to order. */
export interface CheckoutMachineInput {
  client: CheckoutMachineClient;
  lines: CheckoutLine[];
  source: 'cart' | 'buyNow';
}

/** What the checkout page reads from `snapshot.context`: the priced lines, address, coupon, summary and order. */
export interface CheckoutMachineContext {
  client: CheckoutMachineClient;
  source: 'cart' | 'buyNow';
  lines: CheckoutLine[];
  priced: PricedLine[];
  /** The shopper's addresses, the default first. */
  addresses: Address[];
  addressId: number | null;
  /** Only the coupons this order can use ('full X reduce Y' reached, unused). */
  coupons: UserCoupon[];
  /** The chosen coupon (an id of `coupons`). */
  couponId: number | null;
  remark: string;
  summary: CheckoutSummary;
  order: OrderDetail | null;
  /** The balance read after a failed payment, in cents. */
  balance: Cents | null;
  error: ApiError | null;
  fieldErrors: FieldError[];
  outcome: CheckoutOutput['outcome'] | null;
}

function orderRequestOf(context: CheckoutMachineContext): OrderCreateRequest {
  const coupon = context.coupons.find((candidate) => candidate.id === context.couponId);
  return {
    goodsList: context.priced.map(({ goodsId, specId, count }) => ({ goodsId, specId, count })),
    addressId: context.addressId ?? 0,
    // The order takes the coupon offer's id; the server uses the shopper's unused coupon of it.
    couponId: coupon?.couponId,
    remark: context.remark.trim() === '' ? undefined : context.remark,
  };
}

/** Why the order cannot be placed as it is (address, lines, remark, stock); `[]` when it can. */
function checkoutErrors(context: CheckoutMachineContext): FieldError[] {
  const stockErrors = context.priced.flatMap((line, index) =>
    line.count > line.stock
      ? [{ field: `goodsList.${index}.count`, key: VALIDATION_MESSAGES.max, params: { max: line.stock } }]
      : [],
  );
  return [...fieldErrorsOf(orderCreateRequestSchema, orderRequestOf(context)), ...stockErrors];
}

/**
 * Checkout: re-price the lines from the server, choose an address (default first), a usable coupon
 * and a remark, confirm, create the order and pay from the balance. A short balance is its own state
 * with the server's message; leaving after the order was created keeps it unpaid, to pay later.
 * @example
 * const actor = createActor(checkoutMachine, { input: { client, lines, source: 'cart' } }).start();
 * actor.send({ type: 'checkout.confirm' });
 */
export const checkoutMachine = /* @__PURE__ */ (() =>
  setupMachine({
    types: {
      context: {} as CheckoutMachineContext,
      events: {} as CheckoutMachineEvent,
      input: {} as CheckoutMachineInput,
      output: {} as CheckoutOutput,
    },
    actors: {
      priceLines: fromPromise<PricedLine[], { client: CheckoutMachineClient; lines: CheckoutLine[] }>(
        async ({ input, signal }) => {
          const ids = [...new Set(input.lines.map((line) => line.goodsId))];
          const goods = await Promise.all(ids.map((id) => input.client.goods.info.info({ id }, { signal })));
          return priceCheckoutLines(input.lines, goods);
        },
      ),
      loadOptions: fromPromise<CheckoutOptions, { client: CheckoutMachineClient; goodsTotal: Cents }>(
        async ({ input, signal }) => {
          const [addresses, coupons] = await Promise.all([
            input.client.user.address.list(undefined, { signal }),
            input.client.coupon.user.list(
              { status: USER_COUPON_STATUS.unused, goodsTotal: toWireAmount(input.goodsTotal) },
              { signal },
            ),
          ]);
          return { addresses, coupons };
        },
      ),
      createOrder: fromPromise<OrderDetail, { client: CheckoutMachineClient; request: OrderCreateRequest }>(
        ({ input, signal }) => input.client.order.info.create(input.request, { signal }),
      ),
      payOrder: fromPromise<void, { client: CheckoutMachineClient; orderId: number }>(
        async ({ input, signal }) => {
          await input.client.order.pay.accountPay({ orderId: input.orderId }, { signal });
        },
      ),
      loadBalance: fromPromise<Cents, { client: CheckoutMachineClient }>(async ({ input, signal }) =>
        // A profile without a balance (a backend without the shop module) has nothing to spend.
        toCents((await input.client.user.info.person({ signal })).balance ?? 0),
      ),
    },
    guards: {
      addressKnown: ({ context, event }) =>
        event.type === 'checkout.address.select' &&
        context.addresses.some((address) => address.id === event.addressId),
      couponSelectable: ({ context, event }) =>
        event.type === 'checkout.coupon.select' &&
        (event.couponId === null || context.coupons.some((coupon) => coupon.id === event.couponId)),
      orderInvalid: ({ context }) => checkoutErrors(context).length > 0,
      balanceShortOf: ({ context }, params: { balance: Cents }) => params.balance < context.summary.payable,
    },
    actions: {
      rememberError: assign({ error: ({ event }) => ('error' in event ? toApiError(event.error) : null) }),
      selectAddress: assign(({ event }) => {
        assertEvent(event, 'checkout.address.select');
        return { addressId: event.addressId, fieldErrors: [] };
      }),
      selectCoupon: assign(({ context, event }) => {
        assertEvent(event, 'checkout.coupon.select');
        const coupon = context.coupons.find((candidate) => candidate.id === event.couponId);
        return { couponId: event.couponId, summary: checkoutSummaryOf(context.priced, coupon) };
      }),
      changeRemark: assign(({ event }) => {
        assertEvent(event, 'checkout.remark.change');
        return { remark: event.remark };
      }),
      rejectOrder: assign(({ context }) => ({ fieldErrors: checkoutErrors(context) })),
      clearErrors: assign({ error: null, fieldErrors: [] }),
    },
  }).createMachine({
    id: 'checkout',
    description: 'The order submit page, from the cart ("settle") or from "buy now" on a goods page.',
    context: ({ input }) => ({
      client: input.client,
      source: input.source,
      lines: input.lines,
      priced: [],
      addresses: [],
      addressId: null,
      coupons: [],
      couponId: null,
      remark: '',
      summary: { goodsTotal: 0, discount: 0, payable: 0 },
      order: null,
      balance: null,
      error: null,
      fieldErrors: [],
      outcome: null,
    }),
    initial: 'pricing',
    states: {
      pricing: {
        description: 'Re-pricing the lines from the server: a skeleton of the submit page.',
        invoke: {
          src: 'priceLines',
          input: ({ context }) => ({ client: context.client, lines: context.lines }),
          onDone: {
            target: 'loadingOptions',
            actions: assign(({ event }) => ({
              priced: event.output,
              summary: checkoutSummaryOf(event.output, undefined),
            })),
          },
          onError: { target: 'pricingFailed', actions: 'rememberError' },
        },
      },
      pricingFailed: {
        description: 'The goods could not be priced: the error view with `error.message`; tap to retry.',
        on: {
          'checkout.retry': { target: 'pricing', actions: 'clearErrors' },
          'checkout.leave': 'left',
        },
      },
      loadingOptions: {
        description: 'Loading the addresses and the coupons this total can use.',
        invoke: {
          src: 'loadOptions',
          input: ({ context }) => ({ client: context.client, goodsTotal: context.summary.goodsTotal }),
          onDone: {
            target: 'editing',
            actions: assign(({ context, event }) => {
              const addresses = [...event.output.addresses].sort(
                (left, right) => Number(right.isDefault) - Number(left.isDefault),
              );
              return {
                addresses,
                addressId: addresses[0]?.id ?? null,
                coupons: event.output.coupons.filter((coupon) =>
                  couponUsable(coupon, context.summary.goodsTotal),
                ),
              };
            }),
          },
          // Without addresses the page still shows, with "add an address".
          onError: { target: 'editing', actions: 'rememberError' },
        },
      },
      editing: {
        description:
          'The submit page: lines, address (default first), usable coupons, remark, goods total, discount and payable; `fieldErrors` on confirm.',
        on: {
          'checkout.address.select': { guard: 'addressKnown', actions: 'selectAddress' },
          'checkout.coupon.select': { guard: 'couponSelectable', actions: 'selectCoupon' },
          'checkout.remark.change': { actions: 'changeRemark' },
          'checkout.confirm': [
            { guard: 'orderInvalid', actions: 'rejectOrder' },
            { target: 'creating', actions: 'clearErrors' },
          ],
          'checkout.leave': 'left',
        },
      },
      creating: {
        description: 'Placing the order: the submit button shows a spinner.',
        invoke: {
          src: 'createOrder',
          input: ({ context }) => ({ client: context.client, request: orderRequestOf(context) }),
          onDone: { target: 'paying', actions: assign({ order: ({ event }) => event.output }) },
          onError: { target: 'editing', actions: 'rememberError' },
        },
      },
      paying: {
        description: 'Paying from the balance: a blocking spinner.',
        invoke: {
          src: 'payOrder',
          input: ({ context }) => ({ client: context.client, orderId: context.order?.id ?? 0 }),
          onDone: 'paid',
          onError: { target: 'checkingBalance', actions: 'rememberError' },
        },
      },
      checkingBalance: {
        description: 'The payment failed: reading the balance to tell a short balance from other failures.',
        invoke: {
          src: 'loadBalance',
          input: ({ context }) => ({ client: context.client }),
          onDone: [
            {
              guard: { type: 'balanceShortOf', params: ({ event }) => ({ balance: event.output }) },
              target: 'insufficientBalance',
              actions: assign({ balance: ({ event }) => event.output }),
            },
            { target: 'payFailed', actions: assign({ balance: ({ event }) => event.output }) },
          ],
          onError: 'payFailed',
        },
      },
      insufficientBalance: {
        description:
          'The balance is short: `error.message` ("Insufficient account balance, please recharge"), balance and payable; recharge, pay again, or leave (the order stays unpaid).',
        on: {
          'checkout.pay.retry': { target: 'paying', actions: 'clearErrors' },
          'checkout.leave': 'unpaid',
        },
      },
      payFailed: {
        description: 'The payment failed for another reason: `error.message`; pay again or leave.',
        on: {
          'checkout.pay.retry': { target: 'paying', actions: 'clearErrors' },
          'checkout.leave': 'unpaid',
        },
      },
      paid: {
        description: '"Payment completed": the order detail or the order list.',
        type: 'final',
        entry: assign({ outcome: 'paid' as const }),
      },
      unpaid: {
        description: 'Left with an unpaid order: it waits in "pending payment" until paid or closed.',
        type: 'final',
        entry: assign({ outcome: 'unpaid' as const }),
      },
      left: {
        description: 'Left before ordering: back to the cart or goods page.',
        type: 'final',
        entry: assign({ outcome: 'left' as const }),
      },
    },
    output: ({ context }) => ({ outcome: context.outcome ?? 'left', orderId: context.order?.id ?? null }),
  }))();
