import { BalanceCard, Button, Cell, CellGroup, Icon, SkeletonScreen } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { Link } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { Page } from '../../shell/page';
import { PICTURE_SLOTS, pictureFor } from '../goods/picture-slots';
import { MyOrders } from '../order/my-orders';
import { myMutations, myQueries } from './my-queries';
import './my.css';
import { pathOf } from '../../router/routes';

/**
 * The balance moves elsewhere (an order paid, a withdrawal, the operator's decisions): My reads it
 * again every time it is shown instead of trusting the app's 30-second cache.
 */
const current = { staleTime: 0, refetchOnMount: 'always' } as const;

/** The balance card; its details link covers the whole card, so a tap anywhere opens the ledger. */
function MyBalance({ balance }: { balance: number | string | null | undefined }) {
  const { t, currencySymbol } = useI18n();
  return (
    <div className="app-my__balance">
      <BalanceCard
        label={t('my.balance')}
        amount={toCents(balance ?? 0)}
        currencySymbol={currencySymbol}
        actions={
          <Link to={pathOf('ledger')} className="app-my__balance-link">
            {t('account.details')}
            <Icon name="forward" size={14} />
          </Link>
        }
      />
    </div>
  );
}

/**
 * My: who is signed in, the balance (opening the ledger), my orders with the count per status,
 * the withdrawal center, bank cards, my coupons, customer service with its unread badge, settings,
 * language, and log out.
 */
export default function MyPage() {
  const { t, formatNumber } = useI18n();
  const person = useQuery({ ...myQueries.me(), ...current });
  const unread = useQuery({ ...myQueries.unreadMessages(), ...current });
  const logout = useMutation(myMutations.logout());
  const unreadCount = unread.data ?? 0;

  let header: React.ReactNode;
  if (person.isPending) {
    header = <SkeletonScreen layout="list" label={t('common.loading')} count={1} />;
  } else if (person.isLoadingError) {
    header = <QueryErrorView query={person} />;
  } else {
    const name = person.data.nickName || person.data.username || person.data.phone || t('my.guestName');
    const account = person.data.username || person.data.phone;
    header = (
      <>
        <section className="app-my__profile">
          {person.data.avatarUrl ? (
            <img
              {...pictureFor(person.data.avatarUrl, PICTURE_SLOTS.avatar)}
              alt=""
              className="app-my__avatar"
            />
          ) : (
            <span className="app-my__avatar app-my__avatar--empty" aria-hidden="true">
              <Icon name="user" size={32} />
            </span>
          )}
          <div className="app-my__names">
            <h2 className="app-my__name">{name}</h2>
            {account ? <p className="app-my__account">{t('my.account', { name: account })}</p> : null}
            {person.data.phone ? null : (
              <Link to={pathOf('userEdit', { section: 'phone' })} className="app-my__bind">
                {t('settings.bindPhone')}
                <Icon name="forward" size={14} />
              </Link>
            )}
          </div>
        </section>
        <MyBalance balance={person.data.balance} />
      </>
    );
  }

  return (
    <Page className="app-my">
      {header}
      <MyOrders />
      <div className="app-my__cells">
        <CellGroup>
          <Cell
            title={t('my.withdrawalCenter')}
            icon={<Icon name="wallet" />}
            href={`#${pathOf('withdrawalList')}`}
          />
          <Cell title={t('my.bankCards')} icon={<Icon name="card" />} href={`#${pathOf('bankList')}`} />
          <Cell title={t('my.myCoupons')} icon={<Icon name="coupon" />} href={`#${pathOf('myCoupon')}`} />
        </CellGroup>
      </div>
      <div className="app-my__cells">
        <CellGroup>
          <Cell
            title={t('my.service')}
            icon={<Icon name="service" />}
            href={`#${pathOf('chat')}`}
            badgeCount={unreadCount}
            badgeLabel={
              unreadCount > 0 ? t('my.serviceUnread', { count: formatNumber(unreadCount) }) : undefined
            }
          />
          <Cell title={t('my.settings')} icon={<Icon name="user" />} href={`#${pathOf('settings')}`} />
          <Cell title={t('my.language')} icon={<Icon name="category" />} href={`#${pathOf('language')}`} />
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
