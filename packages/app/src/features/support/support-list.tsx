import { Button, SkeletonScreen, StateView } from '@mall/react-ui';
import type { DictEntry } from '@mall/sdk/schemas';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/messages';
import { useNavigate } from '../../router/hash-router';
import { pathOf, type RouteName } from '../../router/routes';
import { FixedBar } from '../../shared/fixed-bar';
import { QueryErrorView } from '../../shared/query-error-view';
import { ListEnd } from '../../shell/list-end';
import { SupportStatusTag, type SupportStatusView } from './support-status';
import { typeNameOf } from './support-type-name';

/** What a list row shows of a feedback or complaint. */
export interface SupportRow {
  id: number;
  type: number;
  content: string;
  createTime: string;
}

interface SupportListProps<Row extends SupportRow> {
  /** The locale namespace and route folder: `feedback` or `complaint`. */
  ns: 'feedback' | 'complaint';
  /** The routes a row and the way to submit open (`feedbackDetail`, `feedbackSubmit`, …). */
  pages: { detail: RouteName; submit: RouteName };
  rows: UseInfiniteQueryResult<InfiniteData<{ list: Row[] }>>;
  types: readonly DictEntry[] | undefined;
  statusOf: (row: Row) => SupportStatusView;
}

/**
 * The shopper's feedback or complaints, newest first (the server's order), page by page: type,
 * status tag, the start of the content and the time; a row opens its detail. Empty: a way to submit.
 */
export function SupportList<Row extends SupportRow>({
  ns,
  pages,
  rows,
  types,
  statusOf,
}: SupportListProps<Row>) {
  const { t, formatDate } = useI18n();
  const navigate = useNavigate();
  const submit = () => navigate(pathOf(pages.submit));
  const items = rows.data?.pages.flatMap((page) => page.list) ?? [];

  let body: React.ReactNode;
  if (rows.isPending) {
    body = <SkeletonScreen layout="list" label={t('common.loading')} count={3} />;
  } else if (rows.isLoadingError) {
    body = <QueryErrorView query={rows} />;
  } else if (items.length === 0) {
    body = (
      <StateView
        status="empty"
        title={t(`${ns}.empty` satisfies MessageKey)}
        actionLabel={t(`${ns}.new` satisfies MessageKey)}
        onAction={submit}
      />
    );
  } else {
    body = (
      <>
        <ul className="app-support-list" aria-label={t(`${ns}.list` satisfies MessageKey)}>
          {items.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                className="app-support-row"
                onClick={() => navigate(pathOf(pages.detail, { id: row.id }))}
              >
                <span className="app-support-row__head">
                  <span className="app-support-row__type">
                    {typeNameOf(types, row.type, t(`${ns}.typeUnknown` satisfies MessageKey))}
                  </span>
                  <SupportStatusTag view={statusOf(row)} />
                </span>
                <span className="app-support-row__content">{row.content}</span>
                <span className="app-support-row__time">{formatDate(row.createTime)}</span>
              </button>
            </li>
          ))}
        </ul>
        <ListEnd loader={rows} />
      </>
    );
  }
  return (
    <>
      {body}
      {items.length > 0 ? (
        <FixedBar>
          <Button variant="primary" size="large" block onClick={submit}>
            {t(`${ns}.new` satisfies MessageKey)}
          </Button>
        </FixedBar>
      ) : null}
    </>
  );
}
