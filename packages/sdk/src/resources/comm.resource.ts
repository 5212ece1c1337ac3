import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';
import { bindCalls } from './bind-calls';

/** Common parameters, API description and upload endpoints (contract §12). Prefer `client.params` and `client.upload`. */
export interface CommResource {
  /**
   * One common parameter (`client.params.get` caches and queues these). `app/base/comm/param`
   * @example
   * const symbol = await client.comm.param({ key: 'currentSymbol' });
   */
  param(
    body: RequestOf<'app/base/comm/param'>,
    options?: CallOptions,
  ): Promise<ResponseOf<'app/base/comm/param'>>;
  /**
   * The machine-readable description of the API, with permission keys. `app/base/comm/eps`
   * @example
   * const modules = await client.comm.eps();
   */
  eps(options?: CallOptions): Promise<ResponseOf<'app/base/comm/eps'>>;
  /**
   * How files are uploaded: locally or to a cloud provider. `app/base/comm/uploadMode`
   * @example
   * const { mode, type } = await client.comm.uploadMode();
   */
  uploadMode(options?: CallOptions): Promise<ResponseOf<'app/base/comm/uploadMode'>>;
  /**
   * Local mode: posts a multipart form with `file`, answers the URL. Cloud modes: answers the provider's signed fields. Prefer `client.upload(file)`. `app/base/comm/upload`
   * @example
   * const url = await client.comm.upload(formData);
   */
  upload(
    body: RequestOf<'app/base/comm/upload'>,
    options?: CallOptions,
  ): Promise<ResponseOf<'app/base/comm/upload'>>;
}

/** Binds the comm calls to a caller. */
export function createCommResource(call: Caller): CommResource {
  return bindCalls(call, 'app/base/comm/', ['eps', 'uploadMode']);
}
