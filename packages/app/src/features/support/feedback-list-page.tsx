import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Page } from '../../shell/page';
import { SupportList } from './support-list';
import { supportQueries } from './support-queries';
import { feedbackStatusView } from './support-status';
import '../after-sales/after-sales.css';
import './support.css';

/** The shopper's feedback, newest first, with its status; pull-to-refresh; a way to submit more. */
export default function FeedbackListPage() {
  const queryClient = useQueryClient();
  const rows = useInfiniteQuery(supportQueries.feedbackList());
  const types = useQuery(supportQueries.feedbackTypes());
  return (
    <Page
      className="app-after-sales-page"
      onRefresh={() => queryClient.refetchQueries({ queryKey: supportQueries.feedbackList().queryKey })}
    >
      <SupportList
        ns="feedback"
        pages={{ detail: 'feedbackDetail', submit: 'feedbackSubmit' }}
        rows={rows}
        types={types.data}
        statusOf={(row) => feedbackStatusView(row.status)}
      />
    </Page>
  );
}
