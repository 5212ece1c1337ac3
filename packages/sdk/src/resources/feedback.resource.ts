import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';
import { bindCalls } from './bind-calls';

/** Feedback (contract §11). */
export interface FeedbackResource {
  /**
   * Sends feedback with up to 6 screenshots and an optional contact. `app/app/feedback/submit`
   * @example
   * await client.feedback.submit({ type: 1, content: 'The search is slow', images: [url], contact: 'alice@example.com' });
   */
  submit(
    body: RequestOf<'app/app/feedback/submit'>,
    options?: CallOptions,
  ): Promise<ResponseOf<'app/app/feedback/submit'>>;
  /**
   * A page of the shopper's feedback. `app/app/feedback/page`
   * @example
   * const { list } = await client.feedback.page({ page: 1, size: 20 });
   */
  page(
    body?: RequestOf<'app/app/feedback/page'>,
    options?: CallOptions,
  ): Promise<ResponseOf<'app/app/feedback/page'>>;
  /**
   * One feedback with its status and the merchant's remark. `app/app/feedback/info`
   * @example
   * const feedback = await client.feedback.info({ id: 2 });
   */
  info(
    body: RequestOf<'app/app/feedback/info'>,
    options?: CallOptions,
  ): Promise<ResponseOf<'app/app/feedback/info'>>;
}

/** Binds the feedback calls to a caller. */
export function createFeedbackResource(call: Caller): FeedbackResource {
  return bindCalls(call, 'app/app/feedback/');
}
