import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Page } from '../../shell/page';
import { SupportList } from './support-list';
import { supportQueries } from './support-queries';
import { complaintStatusView } from './support-status';
import '../after-sales/after-sales.css';
import './support.css';

/** The shopper's complaints, newest first, with their status; pull-to-refresh; a way to submit more. */
export default function ComplaintListPage() {
  const queryClient = useQueryClient();
  const rows = useInfiniteQuery(supportQueries.complaintList());
  const types = useQuery(supportQueries.complaintTypes());
  return (
    <Page
      className="app-after-sales-page"
      onRefresh={() => queryClient.refetchQueries({ queryKey: supportQueries.complaintList().queryKey })}
    >
      <SupportList
        ns="complaint"
        pages={{ detail: 'complainDetail', submit: 'complainSubmit' }}
        rows={rows}
        types={types.data}
        statusOf={(row) => complaintStatusView(row.status)}
      />
    </Page>
  );
}
