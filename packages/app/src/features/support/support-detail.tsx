import { StateView } from '@mall/react-ui';
import type { DictEntry } from '@mall/sdk/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/messages';
import { QueryErrorView } from '../../shared/query-error-view';
import { SupportPhotos } from './support-photos';
import { SupportStatusTag, type SupportStatusView } from './support-status';
import { typeNameOf } from './support-type-name';

/** What the detail shows of a feedback or complaint. */
export interface SupportRecord {
  id: number;
  type: number;
  content: string;
  images: readonly string[];
  createTime: string;
}

interface SupportDetailProps<Record extends SupportRecord> {
  ns: 'feedback' | 'complaint';
  /** Whether the page's `?id=` is usable. */
  valid: boolean;
  record: UseQueryResult<Record>;
  types: readonly DictEntry[] | undefined;
  statusOf: (record: Record) => SupportStatusView;
  /** The merchant's answer: the feedback's remark or the complaint's result (`null` while there is none). */
  answerOf: (record: Record) => { label: string; text: string | null; none: string };
  /** The feedback's contact, when the kind has one. */
  contactOf?: (record: Record) => string | null;
}

/**
 * One feedback or complaint: status, type, time, content, pictures (each opening the preview),
 * contact, and the merchant's remark or processing result. Texts are shown as text, never as markup.
 */
export function SupportDetail<Record extends SupportRecord>({
  ns,
  valid,
  record,
  types,
  statusOf,
  answerOf,
  contactOf,
}: SupportDetailProps<Record>) {
  const { t, formatDate, formatNumber } = useI18n();
  if (!valid) {
    return <StateView status="empty" title={t('error.notFound')} />;
  }
  if (record.isPending) {
    return <StateView status="loading" title={t('common.loading')} delay={200} />;
  }
  if (record.isLoadingError) {
    return <QueryErrorView query={record} />;
  }
  const data = record.data;
  const answer = answerOf(data);
  const contact = contactOf?.(data) ?? null;
  return (
    <div className="app-after-sales">
      <section
        className="app-after-sales__card app-support-detail__status"
        aria-label={t(`${ns}.type` satisfies MessageKey)}
      >
        <span className="app-support-detail__type">
          {typeNameOf(types, data.type, t(`${ns}.typeUnknown` satisfies MessageKey))}
        </span>
        <SupportStatusTag view={statusOf(data)} />
      </section>
      <section className="app-after-sales__card">
        <h2 className="app-after-sales__label">{t(`${ns}.content` satisfies MessageKey)}</h2>
        <p className="app-support-detail__text">{data.content}</p>
        {data.images.length > 0 ? (
          <SupportPhotos
            images={data.images}
            label={t(`${ns}.photosLabel` satisfies MessageKey)}
            photoLabel={(index) => t(`${ns}.photo` satisfies MessageKey, { index: formatNumber(index) })}
          />
        ) : null}
        <dl className="app-support-detail__facts">
          {contactOf ? (
            <div>
              <dt>{t('feedback.contactLabel')}</dt>
              <dd>{contact === null || contact === '' ? '—' : contact}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t(`${ns}.time` satisfies MessageKey)}</dt>
            <dd>{formatDate(data.createTime)}</dd>
          </div>
        </dl>
      </section>
      <section className="app-after-sales__card" aria-labelledby={`app-support-answer-${data.id}`}>
        <h2 id={`app-support-answer-${data.id}`} className="app-after-sales__label">
          {answer.label}
        </h2>
        <p className={answer.text ? 'app-support-detail__text' : 'app-after-sales__muted'}>
          {answer.text ?? answer.none}
        </p>
      </section>
    </div>
  );
}
