import { COMPLAINT_STATUS, FEEDBACK_STATUS } from '@mall/sdk/lifecycle';
import type { Complaint, Feedback } from '@mall/sdk/schemas';
import { useT } from '../../i18n/i18n-context';

/** How far the merchant got with a submission: the tag's colour. */
export type SupportTone = 'waiting' | 'working' | 'done';

/** The words and colour of a feedback or complaint status. */
export interface SupportStatusView {
  key: string;
  tone: SupportTone;
}

/** Pending or resolved. */
export function feedbackStatusView(status: Feedback['status']): SupportStatusView {
  switch (status) {
    case FEEDBACK_STATUS.pending:
      return { key: 'feedback.status.pending', tone: 'waiting' };
    case FEEDBACK_STATUS.resolved:
      return { key: 'feedback.status.resolved', tone: 'done' };
    default:
      return status satisfies never;
  }
}

/** Verifying, accepted, or processed (completed). */
export function complaintStatusView(status: Complaint['status']): SupportStatusView {
  switch (status) {
    case COMPLAINT_STATUS.verifying:
      return { key: 'complaint.status.verifying', tone: 'waiting' };
    case COMPLAINT_STATUS.accepted:
      return { key: 'complaint.status.accepted', tone: 'working' };
    case COMPLAINT_STATUS.processed:
      return { key: 'complaint.status.processed', tone: 'done' };
    default:
      return status satisfies never;
  }
}

/** A feedback's or complaint's status as a coloured tag. */
export function SupportStatusTag({ view }: { view: SupportStatusView }) {
  const t = useT();
  return (
    <span className="app-support-status" data-tone={view.tone}>
      {t(view.key)}
    </span>
  );
}
