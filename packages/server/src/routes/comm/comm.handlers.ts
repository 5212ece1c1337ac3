import type { CallHandlers } from '../../http/call-handler';
import {
  bannerList,
  checkVersion,
  commonParam,
  dictData,
  epsDescription,
} from '../../services/content.service';

/** Banners, dictionaries, common parameters, the API description and the version check (contract §6, §12). */
export const contentHandlers: CallHandlers = {
  'app/info/banner/list': ({ server }) => bannerList(server),

  'app/dict/info/data': ({ input, locale, server }) => dictData(server, locale, input.types),

  'app/base/comm/param': ({ input, server }) => commonParam(server, input.key),

  'app/base/comm/eps': () => epsDescription(),

  'app/app/version/check': ({ input, server }) => checkVersion(server, input.version, input.platform),
};
