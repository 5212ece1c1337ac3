import type { CallHandlers } from '../../http/call-handler';
import { dictData } from '../../services/dict.service';

/** Dictionaries, in the request's language (contract §12). */
export const dictHandlers: CallHandlers = {
  'app/dict/info/data': ({ input, locale, server }) => dictData(server, locale, input.types),
};
