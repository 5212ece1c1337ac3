import type { CallHandlers } from '../../http/call-handler';
import { submissionInfo, submissionPage, submit } from '../../services/feedback-complaint.service';

/** The shopper's feedback `app/app/feedback` (contract §11). */
export const feedbackHandlers: CallHandlers = {
  'app/app/feedback/submit': ({ input, user, server, locale }) =>
    submit(server, 'feedback', user.id, input, locale),
  'app/app/feedback/page': ({ input, user, server }) => submissionPage(server, 'feedback', user.id, input),
  'app/app/feedback/info': ({ input, user, server }) => submissionInfo(server, 'feedback', user.id, input.id),
};
