import { Button } from '@mall/react-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate } from '../../router/hash-router';
import { FixedBar } from '../../shared/fixed-bar';
import { Page } from '../../shell/page';
import { refreshAfterMoneyChange } from './account-queries';
import { LedgerRows } from './ledger-rows';
import './account.css';
import { pathOf } from '../../router/routes';

/**
 * The withdrawal center: the shopper's withdrawals, newest first — pending approval, agreed, or
 * refused with the reason (the amount back in the balance); pull-to-refresh; a new request below.
 */
export default function WithdrawalListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Page className="app-account-page" onRefresh={() => refreshAfterMoneyChange(queryClient)}>
      <LedgerRows type="withdrawal" label={t('title.withdrawalList')} emptyTitle={t('withdrawal.empty')} />
      <FixedBar>
        <Button variant="primary" size="large" block onClick={() => navigate(pathOf('withdrawalSubmit'))}>
          {t('withdrawal.request')}
        </Button>
      </FixedBar>
    </Page>
  );
}
