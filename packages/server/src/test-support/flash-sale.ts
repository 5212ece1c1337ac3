import { ApiError, type MallClient } from '@mall/sdk';

// A flash sale: many shoppers at once try to buy one spec with little stock. Shared by the outcome
// test (`routes/order/flash-sale.test.ts`, in process) and the benchmark scenario
// (`bench/flash-sale-bench.ts`, over HTTP on one process and three behind HAProxy).

/** One shopper of the sale: a signed-in client, the language it asks in, and whether it pays. */
export interface SaleShopper {
  userId: number;
  addressId: number;
  client: MallClient;
  locale: string;
  /** A shopper who orders and never pays: the stock it holds returns when the order times out. */
  neverPays: boolean;
}

/** What one shopper's try came to. */
export type SaleTry = { shopper: SaleShopper; ms: number } & (
  | { outcome: 'paid'; orderId: number; orderedAt: number }
  | { outcome: 'unpaid'; orderId: number; orderedAt: number }
  | { outcome: 'refused'; code: number; message: string }
);

/** A wave of the sale: every try, in the order they ended. */
export interface SaleWave {
  tries: SaleTry[];
  /** From the wave's start until the last order was placed (the stock gone, when it all sold). */
  soldOutMs: number;
  durationMs: number;
}

/**
 * Every shopper at once orders one of the spec and pays (those who pay); answers what each got.
 * Failures other than the shop's refusal (an `ApiError`) are thrown: the sale must not break.
 */
export async function saleWave(
  shoppers: readonly SaleShopper[],
  goods: { goodsId: number; specId: number },
): Promise<SaleWave> {
  const started = performance.now();
  const tries: SaleTry[] = [];
  await Promise.all(
    shoppers.map(async (shopper) => {
      const from = performance.now();
      const done = () => ({ ms: performance.now() - from });
      try {
        const order = await shopper.client.order.info.create({
          goodsList: [{ ...goods, count: 1 }],
          addressId: shopper.addressId,
        });
        const orderedAt = performance.now() - started;
        if (!shopper.neverPays) {
          await shopper.client.order.pay.accountPay({ orderId: order.id });
        }
        const sold = { shopper, orderId: order.id, orderedAt, ...done() };
        tries.push(shopper.neverPays ? { ...sold, outcome: 'unpaid' } : { ...sold, outcome: 'paid' });
      } catch (error) {
        if (!(error instanceof ApiError)) {
          throw error;
        }
        tries.push({ shopper, outcome: 'refused', code: error.code, message: error.message, ...done() });
      }
    }),
  );
  const sold = tries.flatMap((one) => (one.outcome === 'refused' ? [] : [one.orderedAt]));
  return {
    tries,
    soldOutMs: Math.max(0, ...sold),
    durationMs: performance.now() - started,
  };
}

/** The tries of `wave` that came to `outcome`. */
export function triesOf<Outcome extends SaleTry['outcome']>(
  wave: SaleWave,
  outcome: Outcome,
): Extract<SaleTry, { outcome: Outcome }>[] {
  return wave.tries.filter((one): one is Extract<SaleTry, { outcome: Outcome }> => one.outcome === outcome);
}
