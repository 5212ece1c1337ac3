import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';
import { bindCalls } from './bind-calls';

/** Dictionaries (contract §12); build trees with `buildDictionaryTree`. */
export interface DictResource {
  /**
   * The entries of the given dictionary types. `app/dict/info/data`
   * @example
   * const { orderRefundReason } = await client.dict.data({ types: ['orderRefundReason'] });
   */
  data(
    body: RequestOf<'app/dict/info/data'>,
    options?: CallOptions,
  ): Promise<ResponseOf<'app/dict/info/data'>>;
}

/** Binds the dict calls to a caller. */
export function createDictResource(call: Caller): DictResource {
  return bindCalls(call, 'app/dict/info/');
}
