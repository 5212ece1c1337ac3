import { z } from 'zod';
import { operatorText } from '../../operator/operator-fields';
import { type OperatorActions, operatorAction } from '../../operator/operator-handler';
import { publishVersion, VERSION, withdrawVersion } from '../../services/version.service';

const versionField = z.string().trim().regex(VERSION, 'validation.version');

/** The operator's app releases (contract §13): what the version check offers (contract §12). */
export const versionOperatorActions: OperatorActions = {
  'version/publish': operatorAction({
    method: 'POST',
    permission: 'version:version:publish',
    description:
      'Publish an app version: {"version","code","url","description"?,"forceUpdate"?,"platform"? (all by default)}',
    schema: z.object({
      version: versionField,
      code: z.number({ error: 'validation.integer' }).int('validation.integer').positive('validation.min'),
      url: z.url({ error: 'validation.url', protocol: /^https?$/ }),
      description: z.string().max(2000, 'validation.max').default(''),
      forceUpdate: z.boolean({ error: 'validation.type' }).default(false),
      platform: operatorText(20).default('all'),
    }),
    run: (server, input) => publishVersion(server, input),
  }),
  'version/withdraw': operatorAction({
    method: 'POST',
    permission: 'version:version:withdraw',
    description: 'Withdraw a published app version from every platform: {"version"}',
    schema: z.object({ version: versionField }),
    run: (server, input) => withdrawVersion(server, input.version),
  }),
};
