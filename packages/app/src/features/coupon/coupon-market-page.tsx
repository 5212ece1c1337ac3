import { CouponCard, SkeletonScreen, StateView } from '@mall/react-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { QueryErrorView } from '../../shared/query-error-view';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import { couponMutations, couponQueries } from './coupon-queries';
import { couponTermsProps } from './coupon-terms';
import './coupon.css';

/** The coupon market ("click to get coupons" on home): offers, each received once; pull-to-refresh. */
export default function CouponMarketPage() {
  const i18n = useI18n();
  const { t, errorMessage } = i18n;
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const offers = useQuery(couponQueries.offers());
  const receive = useMutation({
    ...couponMutations.receive(),
    onSuccess: () => showToast(t('message.couponReceived'), 'success'),
    onError: (error) => showToast(errorMessage(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponQueries.all() }),
  });

  let body: React.ReactNode;
  if (offers.isPending) {
    body = <SkeletonScreen layout="list" label={t('common.loading')} count={4} />;
  } else if (offers.isLoadingError) {
    body = <QueryErrorView query={offers} />;
  } else if (offers.data.list.length === 0) {
    body = <StateView status="empty" title={t('coupon.empty')} />;
  } else {
    body = (
      <ul className="app-coupons" aria-label={t('coupon.list')}>
        {offers.data.list.map((offer) => {
          const soldOut = !offer.received && offer.receivedNum >= offer.num;
          const busy = receive.isPending && receive.variables === offer.id;
          return (
            <li key={offer.id}>
              <CouponCard
                state={offer.received ? 'received' : soldOut ? 'used' : 'available'}
                {...couponTermsProps(offer, i18n)}
                {...(offer.received
                  ? { stateLabel: t('coupon.received') }
                  : soldOut
                    ? { stateLabel: t('coupon.soldOut') }
                    : {
                        actionLabel: t('coupon.receive'),
                        onAction: () => (busy ? undefined : receive.mutate(offer.id)),
                      })}
              />
            </li>
          );
        })}
      </ul>
    );
  }
  return <Page onRefresh={() => queryClient.refetchQueries({ queryKey: couponQueries.all() })}>{body}</Page>;
}
