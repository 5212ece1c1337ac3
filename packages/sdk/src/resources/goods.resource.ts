import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';
import { bindCalls } from './bind-calls';

/** Goods, categories, specs, reviews, translations, search history and home recommendations (contract §6). */
export interface GoodsResource {
  readonly info: {
    /**
     * A page of goods on sale, filtered by keyword, category and price, sorted by sales, price or time. `app/goods/info/page`
     * @example
     * const { list, pagination } = await client.goods.info.page({ page: 1, size: 20, keyWord: 'tea', order: 'sold', sort: 'desc' });
     */
    page(
      body: RequestOf<'app/goods/info/page'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/info/page'>>;
    /**
     * One goods with pictures, rich-text content and specs; the default spec is the first in stock. `app/goods/info/info`
     * @example
     * const goods = await client.goods.info.info({ id: 12 });
     */
    info(
      body: RequestOf<'app/goods/info/info'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/info/info'>>;
  };
  readonly type: {
    /**
     * All categories, flat; build the two-level tree from `parentId`. `app/goods/type/list`
     * @example
     * const types = await client.goods.type.list();
     */
    list(
      body?: RequestOf<'app/goods/type/list'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/type/list'>>;
  };
  readonly spec: {
    /**
     * The specs (SKUs) of one goods with price and stock. `app/goods/spec/list`
     * @example
     * const specs = await client.goods.spec.list({ goodsId: 12 });
     */
    list(
      body: RequestOf<'app/goods/spec/list'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/spec/list'>>;
  };
  readonly comment: {
    /**
     * A page of reviews of one goods. `app/goods/comment/page`
     * @example
     * const { list } = await client.goods.comment.page({ goodsId: 12, page: 1, size: 10 });
     */
    page(
      body: RequestOf<'app/goods/comment/page'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/comment/page'>>;
    /**
     * Reviews one line of an order waiting for evaluation; when every line is reviewed the order completes. `app/goods/comment/submit`
     * @example
     * await client.goods.comment.submit({ orderId: 3, goodsId: 12, starCount: 5, content: 'Great tea' });
     */
    submit(
      body: RequestOf<'app/goods/comment/submit'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/comment/submit'>>;
  };
  readonly i18n: {
    /**
     * The translation of one goods into one language. `app/goods/i18n/info/i18n/info`
     * @example
     * const translation = await client.goods.i18n.info({ goodsId: 12, lang: 'en' });
     */
    info(
      body: RequestOf<'app/goods/i18n/info/i18n/info'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/i18n/info/i18n/info'>>;
    /**
     * A page of goods translations. `app/goods/i18n/info/i18n/page`
     * @example
     * const { list } = await client.goods.i18n.page({ page: 1, size: 20 });
     */
    page(
      body?: RequestOf<'app/goods/i18n/info/i18n/page'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/i18n/info/i18n/page'>>;
  };
  readonly searchKeyword: {
    /**
     * The shopper's search history, or with `hot: true` (no sign-in needed) the "search findings" keywords. `app/goods/search/keyword/list`
     * @example
     * const hot = await client.goods.searchKeyword.list({ hot: true });
     */
    list(
      body?: RequestOf<'app/goods/search/keyword/list'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/search/keyword/list'>>;
    /**
     * A page of the shopper's search history. `app/goods/search/keyword/page`
     * @example
     * const { list } = await client.goods.searchKeyword.page({ page: 1, size: 20 });
     */
    page(
      body?: RequestOf<'app/goods/search/keyword/page'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/search/keyword/page'>>;
    /**
     * Adds a search to the shopper's history. `app/goods/search/keyword/add`
     * @example
     * await client.goods.searchKeyword.add({ name: 'green tea' });
     */
    add(
      body: RequestOf<'app/goods/search/keyword/add'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/search/keyword/add'>>;
    /**
     * Renames an entry of the shopper's history. `app/goods/search/keyword/update`
     * @example
     * await client.goods.searchKeyword.update({ id: 4, name: 'black tea' });
     */
    update(
      body: RequestOf<'app/goods/search/keyword/update'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/search/keyword/update'>>;
    /**
     * Deletes entries of the shopper's history (clearing it deletes them all). `app/goods/search/keyword/delete`
     * @example
     * await client.goods.searchKeyword.delete({ ids: [4, 5] });
     */
    delete(
      body: RequestOf<'app/goods/search/keyword/delete'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/search/keyword/delete'>>;
    /**
     * One entry of the shopper's history. `app/goods/search/keyword/info`
     * @example
     * const keyword = await client.goods.searchKeyword.info({ id: 4 });
     */
    info(
      body: RequestOf<'app/goods/search/keyword/info'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/goods/search/keyword/info'>>;
  };
  readonly recommend: {
    /**
     * Hot recommendations for home. `app/app/goods/list`
     * @example
     * const hot = await client.goods.recommend.list({ size: 10 });
     */
    list(
      body?: RequestOf<'app/app/goods/list'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/app/goods/list'>>;
  };
}

/** Binds the goods calls to a caller. */
export function createGoodsResource(call: Caller): GoodsResource {
  return {
    info: bindCalls(call, 'app/goods/info/'),
    type: bindCalls(call, 'app/goods/type/'),
    spec: bindCalls(call, 'app/goods/spec/'),
    comment: bindCalls(call, 'app/goods/comment/'),
    i18n: bindCalls(call, 'app/goods/i18n/info/i18n/'),
    searchKeyword: bindCalls(call, 'app/goods/search/keyword/'),
    recommend: bindCalls(call, 'app/app/goods/'),
  };
}
