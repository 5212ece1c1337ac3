import { SkeletonScreen, StateView } from '@mall/react-ui';
import type { LedgerType } from '@mall/sdk/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { QueryErrorView } from '../../shared/query-error-view';
import { ListEnd } from '../../shell/list-end';
import { accountQueries } from './account-queries';
import { LedgerRowItem } from './ledger-row-item';

interface LedgerRowsProps {
  /** Only rows of this kind (`withdrawal` for the withdrawal list); all rows when left out. */
  type?: LedgerType;
  /** The list's accessible name. */
  label: string;
  /** Said when there are no rows. */
  emptyTitle: string;
}

/** The shopper's ledger rows, newest first, paged as the list scrolls. */
export function LedgerRows({ type, label, emptyTitle }: LedgerRowsProps) {
  const { t } = useI18n();
  const rows = useInfiniteQuery(accountQueries.rows(type));
  if (rows.isPending) {
    return <SkeletonScreen layout="list" label={t('common.loading')} count={4} />;
  }
  if (rows.isLoadingError) {
    return <QueryErrorView query={rows} />;
  }
  const list = rows.data.pages.flatMap((page) => page.list);
  if (list.length === 0) {
    return <StateView status="empty" title={emptyTitle} />;
  }
  return (
    <>
      <ul className="app-ledger" aria-label={label}>
        {list.map((row) => (
          <LedgerRowItem key={row.id} row={row} />
        ))}
      </ul>
      <ListEnd loader={rows} />
    </>
  );
}
