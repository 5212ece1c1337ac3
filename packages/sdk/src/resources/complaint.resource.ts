import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';
import { bindCalls } from './bind-calls';

/** Complaints (contract §11). */
export interface ComplaintResource {
  /**
   * Files a complaint with up to 6 pictures. `app/app/complain/submit`
   * @example
   * await client.complaint.submit({ type: 2, content: 'Wrong item delivered', images: [url] });
   */
  submit(
    body: RequestOf<'app/app/complain/submit'>,
    options?: CallOptions,
  ): Promise<ResponseOf<'app/app/complain/submit'>>;
  /**
   * A page of the shopper's complaints. `app/app/complain/page`
   * @example
   * const { list } = await client.complaint.page({ page: 1, size: 20 });
   */
  page(
    body?: RequestOf<'app/app/complain/page'>,
    options?: CallOptions,
  ): Promise<ResponseOf<'app/app/complain/page'>>;
  /**
   * One complaint with its status and processing result. `app/app/complain/info`
   * @example
   * const complaint = await client.complaint.info({ id: 2 });
   */
  info(
    body: RequestOf<'app/app/complain/info'>,
    options?: CallOptions,
  ): Promise<ResponseOf<'app/app/complain/info'>>;
}

/** Binds the complaint calls to a caller. */
export function createComplaintResource(call: Caller): ComplaintResource {
  return bindCalls(call, 'app/app/complain/');
}
