import type { CallHandlers } from '../../http/call-handler';
import { bannerList } from '../../services/banner.service';

/** Home banners (contract §12). */
export const bannerHandlers: CallHandlers = {
  'app/info/banner/list': ({ server }) => bannerList(server),
};
