import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';
import { bindCalls } from './bind-calls';

/** The app version check (contract §12). */
export interface VersionResource {
  /**
   * `null` when the app is current, else the newer version to offer. `app/app/version/check`
   * @example
   * const update = await client.version.check({ version: '1.0.0', platform: 'h5' });
   */
  check(
    body: RequestOf<'app/app/version/check'>,
    options?: CallOptions,
  ): Promise<ResponseOf<'app/app/version/check'>>;
}

/** Binds the version calls to a caller. */
export function createVersionResource(call: Caller): VersionResource {
  return bindCalls(call, 'app/app/version/');
}
