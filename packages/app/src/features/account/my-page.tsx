import { BalanceCard, Button, Cell, CellGroup, Icon, SkeletonScreen } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { QueryErrorView } from '../../shared/query-error-view';
import { Page } from '../../shell/page';
import { MyOrders } from '../orders/my-orders';
import { accountMutations, accountQueries } from './account-queries';
import './account.css';

/**
 * My: who is signed in, the balance, my orders with the count per status, the built pages a
 * shopper reaches from here, and log out. Withdrawals, bank cards, customer service and settings follow.
 */
export default function MyPage() {
  const { t, currencySymbol } = useI18n();
  const person = useQuery(accountQueries.me());
  const logout = useMutation(accountMutations.logout());

  let header: React.ReactNode;
  if (person.isPending) {
    header = <SkeletonScreen layout="list" label={t('common.loading')} count={1} />;
  } else if (person.isError) {
    header = <QueryErrorView query={person} />;
  } else {
    const name = person.data.nickName || person.data.username || person.data.phone || t('my.guestName');
    const account = person.data.username || person.data.phone;
    header = (
      <>
        <section className="app-my__profile">
          {person.data.avatarUrl ? (
            <img src={person.data.avatarUrl} alt="" className="app-my__avatar" />
          ) : (
            <span className="app-my__avatar app-my__avatar--empty" aria-hidden="true">
              <Icon name="user" size={32} />
            </span>
          )}
          <div className="app-my__names">
            <h2 className="app-my__name">{name}</h2>
            {account ? <p className="app-my__account">{t('my.account', { name: account })}</p> : null}
          </div>
        </section>
        <div className="app-my__balance">
          <BalanceCard
            label={t('my.balance')}
            amount={toCents(person.data.balance ?? 0)}
            currencySymbol={currencySymbol}
          />
        </div>
      </>
    );
  }

  return (
    <Page title={t('title.my')} root className="app-my">
      {header}
      <MyOrders />
      <div className="app-my__cells">
        <CellGroup>
          <Cell title={t('my.coupons')} icon={<Icon name="coupon" />} href="#/pages/market/coupon" />
          <Cell title={t('my.language')} icon={<Icon name="category" />} href="#/pages/user/lang" />
        </CellGroup>
      </div>
      <div className="app-section app-my__logout">
        <Button variant="outline" block onClick={() => logout.mutate()}>
          {t('my.logout')}
        </Button>
      </div>
    </Page>
  );
}
