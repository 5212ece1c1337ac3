import { ImageUploader, TextField } from '@mall/react-ui';
import { type DictEntry, type FieldError, MAX_PHOTOS, SUBMISSION_CONTENT_MAX } from '@mall/sdk/schemas';
import { type QueryClient, type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/messages';
import { useNavigate } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { SubmitButton } from '../../shared/submit-button';
import type { UploadQueue } from '../../shared/use-upload-queue';
import { useShowToast } from '../../shell/toast-context';
import { typeValueOf } from './support-type-name';

interface SupportFormProps {
  ns: 'feedback' | 'complaint';
  types: UseQueryResult<DictEntry[]>;
  type: number | null;
  onType: (type: number) => void;
  content: string;
  onContent: (content: string) => void;
  /** The feedback's optional contact; a complaint has none. */
  contact?: { value: string; onChange: (contact: string) => void };
  /** What the SDK's schema finds wrong with the form now (shown after the first submit). */
  problems: readonly FieldError[];
  uploads: UploadQueue;
  /** Sending, or sent and on the way to the detail. */
  busy: boolean;
  /** What the last submit failed with, in the shopper's words. */
  failure: string | null;
  /** Sends the machine's submit event. */
  onSubmit: () => void;
}

/**
 * The feedback or complaint form: type (a dictionary), content (1–1000 with a live counter), up to
 * six pictures and, for feedback, a contact. The rules show next to the fields after the first
 * submit and follow every change; what was typed stays when sending fails.
 */
export function SupportForm(props: SupportFormProps) {
  const { ns, types, type, content, contact, problems, uploads, busy, failure } = props;
  const { t, formatNumber } = useI18n();
  const showToast = useShowToast();
  const [attempted, setAttempted] = useState(false);
  const typeErrorId = useId();
  const photosId = useId();
  const failureRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (failure) {
      failureRef.current?.focus();
    }
  }, [failure]);

  const messageOf = (field: string) => {
    const problem = attempted ? problems.find((entry) => entry.field === field) : undefined;
    if (!problem) {
      return undefined;
    }
    // An unchosen type is not a number yet: the rule is to choose one.
    if (field === 'type') {
      return t(`${ns}.typeRequired` satisfies MessageKey);
    }
    const params = Object.fromEntries(
      Object.entries(problem.params ?? {}).map(([name, value]) => [
        name,
        typeof value === 'number' ? formatNumber(value) : String(value),
      ]),
    );
    return t(problem.key, params);
  };
  const typeError = messageOf('type');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    // The rules are shown from the page's own check (the shared schema): an invalid form is not
    // handed to the machine, whose check would hold the form busy while its schema loads.
    if (problems.length > 0) {
      return;
    }
    if (uploads.busy) {
      showToast(t('review.uploadsBusy'), 'error');
      return;
    }
    if (uploads.failed) {
      showToast(t('review.uploadsFailed'), 'error');
      return;
    }
    props.onSubmit();
  };

  let choices: React.ReactNode;
  if (types.isPending) {
    choices = <p className="app-after-sales__muted">{t('common.loading')}</p>;
  } else if (types.isLoadingError) {
    choices = <QueryErrorView query={types} />;
  } else if (types.data.length === 0) {
    choices = <p className="app-after-sales__muted">{t(`${ns}.typesEmpty` satisfies MessageKey)}</p>;
  } else {
    choices = types.data.map((entry) => {
      const value = typeValueOf(entry);
      return value === undefined ? null : (
        <label key={entry.id} className="app-after-sales__choice">
          <input
            type="radio"
            name={`${ns}-type`}
            value={value}
            checked={type === value}
            disabled={busy}
            onChange={() => props.onType(value)}
          />
          <span>{entry.name}</span>
        </label>
      );
    });
  }

  return (
    <form className="app-after-sales" onSubmit={submit} noValidate>
      <fieldset
        className="app-after-sales__card app-after-sales__choices"
        aria-describedby={typeError ? typeErrorId : undefined}
        aria-invalid={typeError ? true : undefined}
      >
        <legend className="app-after-sales__legend">
          {t(`${ns}.type` satisfies MessageKey)}
          <span className="app-after-sales__required" aria-hidden="true">
            *
          </span>
        </legend>
        {choices}
        {typeError ? (
          <p id={typeErrorId} className="app-after-sales__error">
            {typeError}
          </p>
        ) : null}
      </fieldset>
      <section className="app-after-sales__card">
        <TextField
          label={t(`${ns}.content` satisfies MessageKey)}
          name="content"
          layout="vertical"
          rows={5}
          required
          placeholder={t(`${ns}.contentPlaceholder` satisfies MessageKey)}
          value={content}
          onChange={props.onContent}
          error={messageOf('content')}
          hint={t(`${ns}.counter` satisfies MessageKey, {
            count: formatNumber(content.length),
            max: formatNumber(SUBMISSION_CONTENT_MAX),
          })}
          disabled={busy}
        />
      </section>
      <section className="app-after-sales__card" aria-labelledby={photosId}>
        <h2 id={photosId} className="app-after-sales__label">
          {t(`${ns}.photos` satisfies MessageKey, { max: formatNumber(MAX_PHOTOS) })}
        </h2>
        <ImageUploader {...uploads.uploaderProps} disabled={busy} />
      </section>
      {contact ? (
        <section className="app-after-sales__card">
          <TextField
            label={t('feedback.contact')}
            name="contact"
            layout="vertical"
            placeholder={t('feedback.contactPlaceholder')}
            autoComplete="tel"
            value={contact.value}
            onChange={contact.onChange}
            error={messageOf('contact')}
            disabled={busy}
          />
        </section>
      ) : null}
      {failure ? (
        <p
          ref={failureRef}
          tabIndex={-1}
          className="app-after-sales__error app-support__failure"
          role="alert"
        >
          {failure}
        </p>
      ) : null}
      <div className="app-after-sales__submit">
        <SubmitButton
          busy={busy}
          label={t(`${ns}.submit` satisfies MessageKey)}
          busyLabel={t(`${ns}.submitting` satisfies MessageKey)}
        />
      </div>
    </form>
  );
}

/**
 * Once the machine holds the id the server gave: "Submission successful", the lists read again,
 * and the detail replaces the form (back from it leads where the form was opened from).
 */
export function useAfterSubmit(
  id: number | null,
  message: string,
  detailPath: string,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
) {
  const showToast = useShowToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (id !== null) {
      showToast(message, 'success');
      void refresh(queryClient);
      navigate(`${detailPath}?id=${id}`, { replace: true });
    }
  }, [id, message, detailPath, refresh, showToast, queryClient, navigate]);
}
