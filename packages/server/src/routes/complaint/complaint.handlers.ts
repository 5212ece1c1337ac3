import type { CallHandlers } from '../../http/call-handler';
import { submissionInfo, submissionPage, submit } from '../../services/feedback-complaint.service';

/** The shopper's complaints `app/app/complain` (contract §11). */
export const complaintHandlers: CallHandlers = {
  'app/app/complain/submit': ({ input, user, server, locale }) =>
    submit(server, 'complaint', user.id, input, locale),
  'app/app/complain/page': ({ input, user, server }) => submissionPage(server, 'complaint', user.id, input),
  'app/app/complain/info': ({ input, user, server }) =>
    submissionInfo(server, 'complaint', user.id, input.id),
};
