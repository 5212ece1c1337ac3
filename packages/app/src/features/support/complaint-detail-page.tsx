import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { useIdParam } from '../../shared/use-id-param';
import { Page } from '../../shell/page';
import { SupportDetail } from './support-detail';
import { supportQueries } from './support-queries';
import { complaintStatusView } from './support-status';
import '../after-sales/after-sales.css';
import './support.css';

/** One complaint (`?id=`): status, type, content, picture materials, time and the processing result. */
export default function ComplaintDetailPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { id, valid } = useIdParam('id');
  const complaint = useQuery({ ...supportQueries.complaint(id), enabled: valid });
  const types = useQuery(supportQueries.complaintTypes());
  return (
    <Page
      className="app-after-sales-page"
      onRefresh={() => queryClient.refetchQueries({ queryKey: supportQueries.complaint(id).queryKey })}
    >
      <SupportDetail
        ns="complaint"
        valid={valid}
        record={complaint}
        types={types.data}
        statusOf={(row) => complaintStatusView(row.status)}
        answerOf={(row) => ({
          label: t('complaint.result'),
          text: row.result || null,
          none: t('complaint.noResult'),
        })}
      />
    </Page>
  );
}
