/**
 * The flash-sale scenario of the server benchmark (PostgreSQL only): 500 shoppers at once try to
 * buy one spec with 100 in stock, 40 of them never paying, on one server process and on three
 * behind HAProxy. Prints the orders paid (exactly the stock, never more), the time until the stock
 * is gone, p50/p99 of the answers, and how many shoppers were told "out of stock" in their own
 * language; then the unpaid orders time out (the payment time-out job) and the shoppers turned away
 * try again, buying what they held. Figures only: the outcome is proven by
 * `src/routes/order/flash-sale.test.ts`; nothing here is timed against a limit.
 */
import { createMallClient, createMemoryStorage } from '@mall/sdk';
import { responseValidators } from '@mall/sdk/schemas';
import { openDatabase } from '../src/db/database';
import { SERVER_LOCALES, translate } from '../src/i18n/messages';
import { createAddress, createGoods, stockOf } from '../src/test-support/fixtures';
import { type SaleShopper, type SaleWave, saleWave, triesOf } from '../src/test-support/flash-sale';
import { startReverseProxy } from '../src/test-support/reverse-proxy';
import { operatorCall, type ServerProcess, startServerProcess } from '../src/test-support/server-process';
import { createPostgresDatabase } from '../src/test-support/test-server';
import { percentile } from './order-load';

const SHOPPERS = 500;
const STOCK = 100;
const NEVER_PAY = 40;
const PRICE = 1_000;
const TITLE = 'Flash tea';

/** Waits until `check` holds, asking every 100 ms; throws after `timeoutMs`. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`flash sale: ${what} not within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One line of a wave's figures. */
function waveLine(title: string, wave: SaleWave): string {
  const sold = wave.tries.filter((one) => one.outcome !== 'refused');
  const refused = triesOf(wave, 'refused');
  const inTheirLanguage = refused.filter(
    (one) =>
      one.message ===
      translate(one.shopper.locale as (typeof SERVER_LOCALES)[number], 'order.outOfStock', { title: TITLE }),
  ).length;
  const ms = wave.tries.map((one) => one.ms);
  return (
    `${title}: ${triesOf(wave, 'paid').length} paid, ${triesOf(wave, 'unpaid').length} ordered unpaid of ` +
    `${wave.tries.length} shoppers; stock gone ${wave.soldOutMs.toFixed(0)} ms after the start ` +
    `(${sold.length} sold); answers p50 ${percentile(ms, 0.5).toFixed(0)} ms, p99 ${percentile(ms, 0.99).toFixed(0)} ms; ` +
    `${refused.length} told out of stock, ${inTheirLanguage} of them in their language`
  );
}

/** The sale on `processes` server processes (behind HAProxy when more than one). */
async function sale(processes: number): Promise<void> {
  const database = await createPostgresDatabase(`mall_flash${processes}`);
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 3 });
  const servers: ServerProcess[] = [];
  let stopProxy = async (): Promise<void> => undefined;
  try {
    for (let index = 0; index < processes; index += 1) {
      servers.push(
        await startServerProcess({
          env: { DATABASE_URL: database.url, JOB_INTERVAL_SECONDS: '1' },
          startTimeoutMs: 90_000,
        }),
      );
    }
    let origin = servers[0]?.origin ?? '';
    if (processes > 1) {
      const proxy = await startReverseProxy({
        backends: servers.map((server, index) => ({ name: `s${index + 1}`, port: server.port })),
      });
      origin = proxy.origin;
      stopProxy = proxy.stop;
    }
    const goods = await createGoods(handle.db, {
      title: TITLE,
      specs: [{ name: 'tin', price: PRICE, stock: STOCK }],
    });
    const spec = { goodsId: goods.goodsId, specId: goods.specIds[0] ?? 0 };
    const shoppers: SaleShopper[] = [];
    for (let batch = 0; batch < SHOPPERS; batch += 50) {
      shoppers.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, async (_, offset) => {
            const index = batch + offset;
            const locale = SERVER_LOCALES[index % SERVER_LOCALES.length] ?? 'en';
            const username = `flash${processes}x${index}`;
            const { id: userId } = await operatorCall<{ id: number }>(origin, 'user/add', {
              username,
              password: 'secret123',
              balance: 100,
            });
            const client = createMallClient({
              baseURL: `${origin}/api`,
              storage: createMemoryStorage(),
              locale,
              responseValidators,
            });
            await client.user.login.password({ phone: username, password: 'secret123' });
            return {
              userId,
              client,
              locale,
              addressId: await createAddress(handle.db, userId),
              neverPays: index < NEVER_PAY,
            };
          }),
        )),
      );
    }
    const title = `flash sale, ${processes === 1 ? 'one process' : `${processes} processes behind HAProxy`}`;
    const first = await saleWave(shoppers, spec);
    console.log(waveLine(`${title}, ${SHOPPERS} shoppers for ${STOCK} in stock`, first));

    // The unpaid orders made overdue: the payment time-out job closes them and their stock returns.
    const unpaid = triesOf(first, 'unpaid').map((one) => one.orderId);
    if (unpaid.length > 0) {
      await handle.db
        .updateTable('shop_order')
        .set({ create_time: new Date(Date.now() - 2 * 3600_000) })
        .where('id', 'in', unpaid)
        .execute();
    }
    const timedOut = performance.now();
    await until(async () => (await stockOf(handle.db, spec.specId)) === unpaid.length, 'held stock returned');
    const returnedMs = performance.now() - timedOut;
    const again = triesOf(first, 'refused')
      .map((one) => one.shopper)
      .filter((shopper) => !shopper.neverPays);
    const second = await saleWave(again, spec);
    console.log(
      `${waveLine(`${title}, after ${unpaid.length} unpaid orders timed out (stock back in ${returnedMs.toFixed(0)} ms), the turned-away again`, second)}`,
    );
    const paidOrders = await handle.db
      .selectFrom('shop_order')
      .innerJoin('order_goods', 'order_goods.order_id', 'shop_order.id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('order_goods.spec_id', '=', spec.specId)
      .where('shop_order.pay_time', 'is not', null)
      .executeTakeFirstOrThrow();
    const paid = Number(paidOrders.count);
    const left = await stockOf(handle.db, spec.specId);
    console.log(
      `${title}: ${paid} paid of ${STOCK} in stock (${paid === STOCK ? 'exactly the stock' : 'NOT the stock'}), ${left} left`,
    );
  } finally {
    await stopProxy();
    await Promise.all(servers.map((server) => server.stop()));
    await handle.close();
    await database.drop();
  }
}

/** Both scenarios, one after the other. */
export async function flashSaleBench(): Promise<void> {
  await sale(1);
  await sale(3);
}
