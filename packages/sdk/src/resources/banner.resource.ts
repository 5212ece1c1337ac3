import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';
import { bindCalls } from './bind-calls';

/** Home banners (contract §6). */
export interface BannerResource {
  /**
   * The banners of home, in `sortNum` order. `app/info/banner/list`
   * @example
   * const banners = await client.banner.list();
   */
  list(
    body?: RequestOf<'app/info/banner/list'>,
    options?: CallOptions,
  ): Promise<ResponseOf<'app/info/banner/list'>>;
}

/** Binds the banner calls to a caller. */
export function createBannerResource(call: Caller): BannerResource {
  return bindCalls(call, 'app/info/banner/');
}
