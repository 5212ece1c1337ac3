import { CouponCard, SkeletonScreen, StateView, Tabs } from '@mall/react-ui';
import { USER_COUPON_STATUS } from '@mall/sdk/schemas';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate, useSearchParams } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { ListEnd } from '../../shell/list-end';
import { Page } from '../../shell/page';
import { couponQueries, type UserCouponStatus } from './coupon-queries';
import { couponTermsProps } from './coupon-terms';
import './coupon.css';
import { pathOf } from '../../router/routes';

/** The tabs of my coupons, in order, with the status each lists and the card state it shows. */
const TABS = [
  {
    value: 'available',
    status: USER_COUPON_STATUS.unused,
    state: 'available',
    labelKey: 'myCoupon.available',
  },
  { value: 'used', status: USER_COUPON_STATUS.used, state: 'used', labelKey: 'coupon.used' },
  { value: 'expired', status: USER_COUPON_STATUS.expired, state: 'expired', labelKey: 'coupon.expired' },
] as const;

type MyCouponTab = (typeof TABS)[number];

function tabOf(value: string | null): MyCouponTab {
  return TABS.find((tab) => tab.value === value) ?? TABS[0];
}

/** The coupons of one tab, paged as the list scrolls. */
function MyCouponList({ tab }: { tab: MyCouponTab }) {
  const i18n = useI18n();
  const { t } = i18n;
  const navigate = useNavigate();
  const coupons = useInfiniteQuery(couponQueries.mine(tab.status as UserCouponStatus));
  if (coupons.isPending) {
    return <SkeletonScreen layout="list" label={t('common.loading')} count={3} />;
  }
  if (coupons.isLoadingError) {
    return <QueryErrorView query={coupons} />;
  }
  const list = coupons.data.pages.flatMap((page) => page.list);
  if (list.length === 0) {
    return (
      <StateView
        status="empty"
        title={t('myCoupon.empty')}
        actionLabel={tab.value === 'available' ? t('myCoupon.market') : undefined}
        onAction={tab.value === 'available' ? () => navigate(pathOf('coupon')) : undefined}
      />
    );
  }
  return (
    <>
      <ul className="app-coupons" aria-label={t(tab.labelKey)}>
        {list.map((coupon) => (
          <li key={coupon.id}>
            <CouponCard
              state={tab.state}
              {...couponTermsProps(coupon, i18n)}
              {...(tab.value === 'available'
                ? { actionLabel: t('coupon.use'), onAction: () => navigate(pathOf('home')) }
                : { stateLabel: t(tab.labelKey) })}
            />
          </li>
        ))}
      </ul>
      <ListEnd loader={coupons} />
    </>
  );
}

/**
 * My coupons (from My): the coupons the shopper holds, in tabs available / used / expired
 * (`?tab=`); pull-to-refresh. Apart from the coupon market, which home's entry opens.
 */
export default function MyCouponPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <Page
      className="app-my-coupon-page"
      onRefresh={() => queryClient.refetchQueries({ queryKey: couponQueries.all() })}
    >
      <Tabs
        label={t('myCoupon.tabs')}
        items={TABS.map((item) => ({ value: item.value, label: t(item.labelKey) }))}
        value={tab.value}
        onChange={(value) => setParams({ tab: value }, { replace: true })}
        className="app-my-coupon__tabs"
      >
        <MyCouponList key={tab.value} tab={tab} />
      </Tabs>
    </Page>
  );
}
