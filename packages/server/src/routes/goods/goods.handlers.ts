import type { CallHandlers, GuestReads } from '../../http/call-handler';
import { JsonText } from '../../http/envelope';
import type { ServerContext } from '../../server-context';
import { type AnnouncedReads, createAnnouncedReads, STOCK_CHANNEL } from '../../services/announced-reads';
import {
  goodsDetail,
  goodsPage,
  goodsSpecs,
  goodsTypes,
  hotGoods,
  specStocks,
  withCurrentStock,
} from '../../services/goods.service';
import { goodsComments } from '../../services/goods-comment.service';
import { submitGoodsComment } from '../../services/goods-comment-submit.service';
import {
  addKeyword,
  deleteKeywords,
  hotKeywords,
  keywordHistory,
  keywordHistoryPage,
  keywordInfo,
  updateKeyword,
} from '../../services/goods-search.service';
import { goodsTranslation, goodsTranslationPage } from '../../services/goods-translation.service';
import { createMicroCache, type MicroCache } from '../../services/micro-cache';
import { assertUploadedUrls } from '../../services/uploaded-url.service';

// The busiest guest calls answer from a one-second cache per server (see micro-cache.ts); the
// stock of a detail is kept for a second too, and dropped at once when the database announces that
// a spec sold out or came back (see announced-reads.ts and migration 0016).
const caches = new WeakMap<
  ServerContext,
  { list: MicroCache; detail: MicroCache; stock: AnnouncedReads<Map<number, number>> }
>();
function cachesOf(server: ServerContext) {
  let found = caches.get(server);
  if (!found) {
    found = {
      list: createMicroCache({ ttlMs: 1000, maxEntries: 500, now: () => server.now().getTime() }),
      // Details on their own: browsing many goods must not push the busiest lists out.
      detail: createMicroCache({ ttlMs: 1000, maxEntries: 500, now: () => server.now().getTime() }),
      stock: createAnnouncedReads({
        channel: STOCK_CHANNEL,
        read: (goodsId) => specStocks(server, goodsId),
        listen: server.listen,
        now: () => server.now().getTime(),
        maxAgeMs: 1000,
        maxEntries: 5000,
      }),
    };
    caches.set(server, found);
  }
  return found;
}
const listCache = (server: ServerContext) => cachesOf(server).list;
/** The longest key a list answer is cached under. */
const CACHED_KEY_LENGTH = 512;

/** The stock a server keeps of its goods details (tests wait until it hears announcements). */
export const detailStockWatch = (server: ServerContext) => cachesOf(server).stock;

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

/**
 * The catalogue's busiest reads, the same for every shopper: served without an access token check,
 * and on node:http straight from the guest lane (`http/guest-lane.ts`) where the server listens.
 */
export const goodsGuestReads: GuestReads = {
  'app/goods/info/page': async ({ input, locale, server }) => {
    const key = `page:${locale}:${JSON.stringify(input)}`;
    const load = async () => JsonText.of(await goodsPage(server, locale, input));
    // A long keyword is not kept as a key: one second of reuse is not worth its memory.
    return key.length > CACHED_KEY_LENGTH ? load() : listCache(server).get(key, load);
  },

  // Pictures, texts and prices from the one-second cache; the stock kept a second at most, and
  // read again at once when the database announces that a spec sold out or came back.
  'app/goods/info/info': async ({ input, locale, server }) => {
    const { detail: details, stock } = cachesOf(server);
    const [detail, stocks] = await Promise.all([
      details.get(`${locale}:${input.id}`, () => goodsDetail(server, locale, input.id)),
      stock.get(input.id),
    ]);
    return detailText(detail, stocks);
  },

  'app/app/goods/list': ({ input, locale, server }) =>
    listCache(server).get(`hot:${locale}:${input?.size ?? ''}`, async () =>
      JsonText.of(await hotGoods(server, locale, input?.size)),
    ),
};

/**
 * Goods, categories, specs, reviews (read, and a shopper's review of an order line), translations
 * and search keywords (contract §6); texts in the request's language.
 */
export const goodsHandlers: CallHandlers = {
  ...goodsGuestReads,

  'app/goods/type/list': ({ server }) => goodsTypes(server),

  'app/goods/spec/list': ({ input, locale, server }) => goodsSpecs(server, locale, input.goodsId),

  'app/goods/comment/page': ({ input, server }) => goodsComments(server, input),

  'app/goods/comment/submit': ({ input, user, server }) => {
    const pics = input.pics ?? [];
    assertUploadedUrls(server, pics, 'pics');
    return submitGoodsComment(server, {
      userId: user.id,
      orderId: input.orderId,
      goodsId: input.goodsId,
      starCount: input.starCount,
      content: input.content,
      pics,
    });
  },

  'app/goods/i18n/info/i18n/info': ({ input, server }) => goodsTranslation(server, input.goodsId, input.lang),

  'app/goods/i18n/info/i18n/page': ({ input, server }) => goodsTranslationPage(server, input),

  // Search keywords: hot ones for anyone, and the signed-in shopper's own search history.
  'app/goods/search/keyword/list': ({ input, user, server }) => {
    if (input?.hot) {
      return hotKeywords(server);
    }
    // A guest keeps the history on the device.
    return user ? keywordHistory(server, user.id) : [];
  },

  'app/goods/search/keyword/page': ({ input, user, server }) => keywordHistoryPage(server, user.id, input),

  'app/goods/search/keyword/add': ({ input, user, server }) => addKeyword(server, user.id, input.name),

  'app/goods/search/keyword/update': ({ input, user, server }) =>
    updateKeyword(server, user.id, input.id, input.name),

  'app/goods/search/keyword/delete': ({ input, user, server }) => deleteKeywords(server, user.id, input.ids),

  'app/goods/search/keyword/info': ({ input, user, server }) => keywordInfo(server, user.id, input.id),
};
