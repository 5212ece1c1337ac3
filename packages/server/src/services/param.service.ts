import { PARAM_KEYS, type ParamKey } from '@mall/sdk/schemas';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';

/**
 * A common parameter a shopper may read (contract §12), as stored (`systemLogo` is a JSON array
 * in text); `null` when the shop has not set it. Any other key answers 1001.
 */
export async function commonParam(server: ServerContext, key: string): Promise<string | null> {
  if (!(PARAM_KEYS as readonly string[]).includes(key)) {
    throw new AppError('error.paramNotAllowed');
  }
  const row = await server.db
    .selectFrom('param')
    .select('value')
    .where('key', '=', key as ParamKey)
    .executeTakeFirst();
  return row?.value ?? null;
}
