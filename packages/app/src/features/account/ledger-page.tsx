import { BalanceCard, Button, SkeletonScreen } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { Link, useSearchParams } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { Page } from '../../shell/page';
import { myQueries } from '../my/my-queries';
import { refreshAfterMoneyChange } from './account-queries';
import { LedgerRows } from './ledger-rows';
import { RechargeForm } from './recharge-form';
import './account.css';
import { pathOf } from '../../router/routes';

/** The query flag that opens the recharge request (from My and the insufficient-balance message). */
const RECHARGE_PARAM = 'recharge';

/**
 * The balance and its ledger: every row, newest first, paged as the list scrolls; pull-to-refresh.
 * "Recharge" (or `?recharge=1`) opens the recharge request; "Withdraw" opens the withdrawal page.
 */
export default function LedgerPage() {
  const { t, currencySymbol } = useI18n();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const recharging = params.get(RECHARGE_PARAM) === '1';
  const person = useQuery({ ...myQueries.me(), staleTime: 0 });
  const setRecharging = (open: boolean) =>
    setParams(open ? { [RECHARGE_PARAM]: '1' } : {}, { replace: true });

  let balance: React.ReactNode;
  if (person.isPending) {
    balance = <SkeletonScreen layout="list" label={t('common.loading')} count={1} />;
  } else if (person.isLoadingError) {
    balance = <QueryErrorView query={person} />;
  } else {
    balance = (
      <BalanceCard
        label={t('my.balance')}
        amount={toCents(person.data.balance ?? 0)}
        currencySymbol={currencySymbol}
        actions={
          <>
            <Button variant="outline" size="small" onClick={() => setRecharging(true)} disabled={recharging}>
              {t('account.recharge')}
            </Button>
            <Link to={pathOf('withdrawalSubmit')} className="app-account__card-link">
              {t('withdrawal.submit')}
            </Link>
          </>
        }
      />
    );
  }

  return (
    <Page className="app-account-page" onRefresh={() => refreshAfterMoneyChange(queryClient)}>
      <div className="app-account__balance">{balance}</div>
      {recharging ? <RechargeForm onClose={() => setRecharging(false)} /> : null}
      <h2 className="app-account__heading">{t('ledger.list')}</h2>
      <LedgerRows label={t('ledger.list')} emptyTitle={t('ledger.empty')} />
    </Page>
  );
}
