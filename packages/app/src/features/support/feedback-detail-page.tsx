import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { useIdParam } from '../../shared/use-id-param';
import { Page } from '../../shell/page';
import { SupportDetail } from './support-detail';
import { supportQueries } from './support-queries';
import { feedbackStatusView } from './support-status';
import '../after-sales/after-sales.css';
import './support.css';

/** One feedback (`?id=`): status, type, content, screenshots, contact, time and the merchant's reply. */
export default function FeedbackDetailPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { id, valid } = useIdParam('id');
  const feedback = useQuery({ ...supportQueries.feedback(id), enabled: valid });
  const types = useQuery(supportQueries.feedbackTypes());
  return (
    <Page
      className="app-after-sales-page"
      onRefresh={() => queryClient.refetchQueries({ queryKey: supportQueries.feedback(id).queryKey })}
    >
      <SupportDetail
        ns="feedback"
        valid={valid}
        record={feedback}
        types={types.data}
        statusOf={(row) => feedbackStatusView(row.status)}
        answerOf={(row) => ({
          label: t('feedback.remark'),
          text: row.remark || null,
          none: t('feedback.noRemark'),
        })}
        contactOf={(row) => row.contact ?? null}
      />
    </Page>
  );
}
