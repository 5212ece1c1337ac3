import type { CallHandlers } from '../../http/call-handler';
import { JsonText } from '../../http/envelope';
import type { ServerContext } from '../../server-context';
import {
  goodsDetail,
  goodsPage,
  goodsSpecs,
  goodsTypes,
  hotGoods,
  specStocks,
  withCurrentStock,
} from '../../services/catalog.service';
import { goodsComments } from '../../services/goods-comment.service';
import { goodsTranslation, goodsTranslationPage } from '../../services/goods-translation.service';
import {
  createFreshReads,
  createMicroCache,
  type FreshReads,
  type MicroCache,
} from '../../services/micro-cache';

// The busiest guest calls answer from a one-second cache per server (see micro-cache.ts); the
// stock of a detail is read fresh, one read at a time per goods item.
const caches = new WeakMap<ServerContext, { list: MicroCache; detail: MicroCache; stock: FreshReads }>();
function cachesOf(server: ServerContext) {
  let found = caches.get(server);
  if (!found) {
    found = {
      list: createMicroCache({ ttlMs: 1000, maxEntries: 500, now: () => server.now().getTime() }),
      // Details on their own: browsing many goods must not push the busiest lists out.
      detail: createMicroCache({ ttlMs: 1000, maxEntries: 500, now: () => server.now().getTime() }),
      stock: createFreshReads(),
    };
    caches.set(server, found);
  }
  return found;
}
const listCache = (server: ServerContext) => cachesOf(server).list;

type Detail = Awaited<ReturnType<typeof goodsDetail>>;
// The serialised detail of each (cached detail, stock read) pair: the requests one stock read
// serves share one JSON text.
const detailTexts = new WeakMap<Map<number, number>, { detail: Detail; text: JsonText }>();
function detailText(detail: Detail, stocks: Map<number, number>): JsonText {
  const known = detailTexts.get(stocks);
  if (known?.detail === detail) {
    return known.text;
  }
  const text = JsonText.of(withCurrentStock(detail, stocks));
  detailTexts.set(stocks, { detail, text });
  return text;
}

/** Goods, categories, specs, reviews and translations (contract §6); texts in the request's language. */
export const catalogHandlers: CallHandlers = {
  'app/goods/info/page': ({ input, locale, server }) =>
    listCache(server).get(`page:${locale}:${JSON.stringify(input)}`, async () =>
      JsonText.of(await goodsPage(server, locale, input)),
    ),

  // Pictures, texts and prices from the one-second cache; the stock read fresh beside them.
  'app/goods/info/info': async ({ input, locale, server }) => {
    const { detail: details, stock } = cachesOf(server);
    const [detail, stocks] = await Promise.all([
      details.get(`${locale}:${input.id}`, () => goodsDetail(server, locale, input.id)),
      stock.get(String(input.id), () => specStocks(server, input.id)),
    ]);
    return detailText(detail, stocks);
  },

  'app/app/goods/list': ({ input, locale, server }) =>
    listCache(server).get(`hot:${locale}:${input?.size ?? ''}`, async () =>
      JsonText.of(await hotGoods(server, locale, input?.size)),
    ),

  'app/goods/type/list': ({ server }) => goodsTypes(server),

  'app/goods/spec/list': ({ input, locale, server }) => goodsSpecs(server, locale, input.goodsId),

  'app/goods/comment/page': ({ input, server }) => goodsComments(server, input),

  'app/goods/i18n/info/i18n/info': ({ input, server }) => goodsTranslation(server, input.goodsId, input.lang),

  'app/goods/i18n/info/i18n/page': ({ input, server }) => goodsTranslationPage(server, input),
};
