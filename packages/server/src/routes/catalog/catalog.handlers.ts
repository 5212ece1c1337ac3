import type { CallHandlers } from '../../http/call-handler';
import { JsonText } from '../../http/envelope';
import type { ServerContext } from '../../server-context';
import {
  goodsComments,
  goodsDetail,
  goodsPage,
  goodsSpecs,
  goodsTranslation,
  goodsTranslationPage,
  goodsTypes,
  hotGoods,
  specStocks,
  withCurrentStock,
} from '../../services/catalog.service';
import { createMicroCache, type MicroCache } from '../../services/micro-cache';

// The busiest guest calls answer from a one-second cache per server (see micro-cache.ts).
const listCaches = new WeakMap<ServerContext, MicroCache>();
function listCache(server: ServerContext): MicroCache {
  let cache = listCaches.get(server);
  if (!cache) {
    cache = createMicroCache({ ttlMs: 1000, maxEntries: 500, now: () => server.now().getTime() });
    listCaches.set(server, cache);
  }
  return cache;
}

/** Goods, categories, specs, reviews and translations (contract §6); texts in the request's language. */
export const catalogHandlers: CallHandlers = {
  'app/goods/info/page': ({ input, locale, server }) =>
    listCache(server).get(`page:${locale}:${JSON.stringify(input)}`, async () =>
      JsonText.of(await goodsPage(server, locale, input)),
    ),

  // Pictures, texts and prices from the one-second cache; the stock read fresh beside them.
  'app/goods/info/info': async ({ input, locale, server }) => {
    const [detail, stocks] = await Promise.all([
      listCache(server).get(`detail:${locale}:${input.id}`, () => goodsDetail(server, locale, input.id)),
      specStocks(server, input.id),
    ]);
    return withCurrentStock(detail, stocks);
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
