import type { CallHandlers } from '../../http/call-handler';
import {
  addKeyword,
  deleteKeywords,
  hotKeywords,
  keywordHistory,
  keywordHistoryPage,
  keywordInfo,
  updateKeyword,
} from '../../services/goods-search.service';

/** Hot keywords for anyone, and the signed-in shopper's own search history (contract §6). */
export const searchHandlers: CallHandlers = {
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
