import type { CallHandlers } from '../../http/call-handler';
import { epsDescription } from '../../services/eps.service';
import { commonParam } from '../../services/param.service';

/**
 * Common parameters and the API description (contract §12); the upload calls of the same
 * namespace are in `routes/upload`.
 */
export const commHandlers: CallHandlers = {
  'app/base/comm/param': ({ input, server }) => commonParam(server, input.key),

  'app/base/comm/eps': () => epsDescription(),
};
