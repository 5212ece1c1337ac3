import { feedbackMachine } from '@mall/sdk/machines';
import { feedbackSubmitRequestSchema, fieldErrorsOf, MAX_PHOTOS } from '@mall/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { mallClient } from '../../api/mall-client';
import { useI18n } from '../../i18n/i18n-context';
import { useQueuedUploads, useUploadProgress } from '../../shared/use-upload-queue';
import { Page } from '../../shell/page';
import { SupportForm, useAfterSubmit } from './support-form';
import { refreshFeedback, supportQueries } from './support-queries';
import '../after-sales/after-sales.css';
import './support.css';
import { pathOf } from '../../router/routes';

/**
 * Submit feedback on the SDK's `feedbackMachine`: a `feedbackType`, content (1–1000), up to six
 * screenshots uploaded through the machine's upload queue, an optional QQ, WeChat or mobile contact.
 * "Submission successful", then the feedback's detail.
 */
export default function FeedbackSubmitPage() {
  const { t, formatNumber, errorMessage } = useI18n();
  const progress = useUploadProgress();
  const client = useMemo(
    () => ({ feedback: mallClient().feedback, upload: progress.client.upload }),
    [progress.client],
  );
  const [snapshot, send] = useMachine(feedbackMachine, { input: { client } });
  const { context } = snapshot;
  const uploads = useQueuedUploads(context.files, send, progress.sent, {
    max: MAX_PHOTOS,
    photoLabel: (index) => t('feedback.photo', { index: formatNumber(index) }),
  });
  const types = useQuery(supportQueries.feedbackTypes());
  const problems = fieldErrorsOf(feedbackSubmitRequestSchema, {
    type: context.feedbackType ?? Number.NaN,
    content: context.content,
    contact: context.contact.trim() === '' ? undefined : context.contact,
  });
  useAfterSubmit(context.feedbackId, t('feedback.submitted'), pathOf('feedbackDetail'), refreshFeedback);

  return (
    <Page className="app-after-sales-page">
      <SupportForm
        ns="feedback"
        types={types}
        type={context.feedbackType}
        onType={(feedbackType) => send({ type: 'feedback.type.select', feedbackType })}
        content={context.content}
        onContent={(content) => send({ type: 'feedback.content.change', content })}
        contact={{
          value: context.contact,
          onChange: (contact) => send({ type: 'feedback.contact.change', contact }),
        }}
        problems={problems}
        uploads={uploads}
        busy={snapshot.matches('validating') || snapshot.matches('submitting') || context.feedbackId !== null}
        failure={context.error && snapshot.matches('editing') ? errorMessage(context.error) : null}
        onSubmit={() => send({ type: 'feedback.submit' })}
      />
    </Page>
  );
}
