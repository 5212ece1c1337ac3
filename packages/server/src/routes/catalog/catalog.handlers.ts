import type { CallHandlers } from '../../http/call-handler';
import type { OperatorActions } from '../../operator/operator-handler';
import {
  goodsComments,
  goodsDetail,
  goodsPage,
  goodsSpecs,
  goodsTranslation,
  goodsTranslationPage,
  goodsTypes,
  hotGoods,
} from '../../services/catalog.service';

/** Goods, categories, specs, reviews and translations (contract §6); texts in the request's language. */
export const catalogHandlers: CallHandlers = {
  'app/goods/info/page': ({ input, locale, server }) => goodsPage(server, locale, input),

  'app/goods/info/info': ({ input, locale, server }) => goodsDetail(server, locale, input.id),

  'app/app/goods/list': ({ input, locale, server }) => hotGoods(server, locale, input?.size),

  'app/goods/type/list': ({ server }) => goodsTypes(server),

  'app/goods/spec/list': ({ input, locale, server }) => goodsSpecs(server, locale, input.goodsId),

  'app/goods/comment/page': ({ input, server }) => goodsComments(server, input),

  'app/goods/i18n/info/i18n/info': ({ input, server }) => goodsTranslation(server, input.goodsId, input.lang),

  'app/goods/i18n/info/i18n/page': ({ input, server }) => goodsTranslationPage(server, input),
};

/** Operator actions of this area (stock is set through the order area's `goods/stock`). */
export const catalogOperatorActions: OperatorActions = {};
