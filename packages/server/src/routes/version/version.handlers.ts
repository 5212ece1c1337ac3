import type { CallHandlers } from '../../http/call-handler';
import { checkVersion } from '../../services/version.service';

/** The version check (contract §12): the newest app release for the platform, when newer. */
export const versionHandlers: CallHandlers = {
  'app/app/version/check': ({ input, server }) => checkVersion(server, input.version, input.platform),
};
