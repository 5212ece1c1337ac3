import { complaintMachine } from '@mall/sdk/machines';
import { complaintSubmitRequestSchema, fieldErrorsOf, MAX_PHOTOS } from '@mall/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { mallClient } from '../../api/mall-client';
import { useI18n } from '../../i18n/i18n-context';
import { useQueuedUploads, useUploadProgress } from '../../shared/use-upload-queue';
import { Page } from '../../shell/page';
import { SupportForm, useAfterSubmit } from './support-form';
import { refreshComplaints, supportQueries } from './support-queries';
import '../after-sales/after-sales.css';
import './support.css';
import { pathOf } from '../../router/routes';

/**
 * Submit a complaint on the SDK's `complaintMachine`: a `complainType`, content (1–1000) and up to
 * six picture materials uploaded through the machine's upload queue. "Submission successful",
 * then the complaint's detail.
 */
export default function ComplaintSubmitPage() {
  const { t, formatNumber, errorMessage } = useI18n();
  const progress = useUploadProgress();
  const client = useMemo(
    () => ({ complaint: mallClient().complaint, upload: progress.client.upload }),
    [progress.client],
  );
  const [snapshot, send] = useMachine(complaintMachine, { input: { client } });
  const { context } = snapshot;
  const uploads = useQueuedUploads(context.files, send, progress.sent, {
    max: MAX_PHOTOS,
    photoLabel: (index) => t('complaint.photo', { index: formatNumber(index) }),
  });
  const types = useQuery(supportQueries.complaintTypes());
  const problems = fieldErrorsOf(complaintSubmitRequestSchema, {
    type: context.complaintType ?? Number.NaN,
    content: context.content,
  });
  useAfterSubmit(context.complaintId, t('complaint.submitted'), pathOf('complainDetail'), refreshComplaints);

  return (
    <Page className="app-after-sales-page">
      <SupportForm
        ns="complaint"
        types={types}
        type={context.complaintType}
        onType={(complaintType) => send({ type: 'complaint.type.select', complaintType })}
        content={context.content}
        onContent={(content) => send({ type: 'complaint.content.change', content })}
        problems={problems}
        uploads={uploads}
        busy={
          snapshot.matches('validating') || snapshot.matches('submitting') || context.complaintId !== null
        }
        failure={context.error && snapshot.matches('editing') ? errorMessage(context.error) : null}
        onSubmit={() => send({ type: 'complaint.submit' })}
      />
    </Page>
  );
}
