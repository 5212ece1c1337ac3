import { AddressItem, Button, Icon, SkeletonScreen, StateView } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import { type CheckoutLine, checkoutMachine, type PricedLine } from '@mall/sdk/machines';
import { ORDER_REMARK_MAX, type UserCoupon } from '@mall/sdk/schemas';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { mallClient } from '../../api/mall-client';
import { useI18n } from '../../i18n/i18n-context';
import { Page } from '../../shell/page';
import { takeCheckoutAddress } from '../address/address-queries';
import { cartStore } from '../cart/use-cart';
import { OrderLine, regionOf } from '../orders/order-line';
import { type CheckoutSource, checkoutLinesOf } from './checkout-lines';
import '../address/address.css';

function LineRow({ line }: { line: PricedLine }) {
  const { t, formatNumber } = useI18n();
  return (
    <OrderLine
      pic={line.pic}
      title={line.title}
      specName={line.specName}
      price={line.price}
      count={line.count}
    >
      {line.count > line.stock ? (
        <span className="app-submit__field-error" role="alert">
          {t('submit.stockShort', { stock: formatNumber(line.stock) })}
        </span>
      ) : null}
    </OrderLine>
  );
}

function CheckoutFlow({ lines, source }: { lines: CheckoutLine[]; source: CheckoutSource }) {
  const { t, formatPrice, errorMessage } = useI18n();
  const navigate = useNavigate();
  const remarkId = useId();
  const client = useMemo(() => mallClient(), []);
  const [snapshot, send] = useMachine(checkoutMachine, { input: { client, lines, source } });
  const { context } = snapshot;
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'editing';
  const orderId = context.order?.id ?? null;

  // The cart's lines are ordered once the order exists (paid or not).
  const removedFromCart = useRef(false);
  useEffect(() => {
    if (orderId !== null && source === 'cart' && !removedFromCart.current) {
      removedFromCart.current = true;
      cartStore().remove(context.priced.map((line) => line.specId));
    }
  }, [orderId, source, context.priced]);

  // An address chosen or added on the address pages is taken once the addresses are loaded again.
  const addressTaken = useRef(false);
  useEffect(() => {
    if (state === 'editing' && !addressTaken.current) {
      addressTaken.current = true;
      const addressId = takeCheckoutAddress();
      if (addressId !== null) {
        send({ type: 'checkout.address.select', addressId });
      }
    }
  }, [state, send]);

  useEffect(() => {
    if (state === 'left') {
      navigate(-1);
    }
  }, [state, navigate]);

  // The payment's failure is read out and scrolled into view (it sits under the totals).
  const payFailure = useRef<HTMLElement>(null);
  useEffect(() => {
    if (state === 'insufficientBalance' || state === 'payFailed') {
      payFailure.current?.scrollIntoView({ block: 'center' });
      payFailure.current?.focus();
    }
  }, [state]);

  const orderLink = orderId === null ? '/pages/order/list' : `/pages/order/detail?id=${orderId}`;

  if (state === 'pricing' || state === 'loadingOptions') {
    return <SkeletonScreen layout="list" label={t('common.loading')} count={3} />;
  }
  if (state === 'pricingFailed') {
    return (
      <StateView
        status="error"
        title={context.error ? errorMessage(context.error) : t('error.unknown')}
        onRetry={() => send({ type: 'checkout.retry' })}
      />
    );
  }
  if (state === 'paid' || state === 'unpaid') {
    const paid = state === 'paid';
    return (
      <section className="app-submit__result" aria-labelledby="app-submit-result">
        <span className="app-submit__result-icon" data-state={paid ? 'paid' : 'unpaid'}>
          <Icon name={paid ? 'check' : 'wallet'} size={36} />
        </span>
        <h2 id="app-submit-result" className="app-submit__result-title">
          {paid ? t('submit.paid') : t('submit.unpaid')}
        </h2>
        <p className="app-submit__result-hint">
          {paid
            ? t('submit.paidAmount', { amount: formatPrice(context.summary.payable) })
            : t('submit.unpaidHint')}
        </p>
        <div className="app-submit__result-actions">
          <Button variant="primary" block onClick={() => navigate(orderLink, { replace: true })}>
            {t('submit.viewOrder')}
          </Button>
          <Button variant="outline" block onClick={() => navigate('/', { replace: true })}>
            {t('submit.backHome')}
          </Button>
        </div>
      </section>
    );
  }

  const busy = state === 'creating' || state === 'paying' || state === 'checkingBalance';
  const ordered = orderId !== null;
  const fieldError = (prefix: string) => context.fieldErrors.find((error) => error.field.startsWith(prefix));
  const addressError = fieldError('addressId');
  const remarkError = fieldError('remark');
  const selectedCoupon = context.coupons.find((coupon) => coupon.id === context.couponId);

  return (
    <>
      <div className="app-submit">
        <section className="app-submit__card" aria-labelledby="app-submit-address">
          <h2 id="app-submit-address" className="app-submit__heading">
            {t('submit.address')}
          </h2>
          {context.addresses.length === 0 ? (
            <>
              <p className="app-submit__empty" role={addressError ? 'alert' : undefined}>
                <Icon name="location" size={20} />
                {t('submit.noAddress')}
              </p>
              {ordered ? null : (
                <Button
                  variant="outline"
                  className="app-submit__address-add"
                  disabled={busy}
                  onClick={() => navigate('/pages/user/address-edit?select=1')}
                >
                  {t('submit.addAddress')}
                </Button>
              )}
            </>
          ) : (
            <fieldset className="app-submit__choices" disabled={ordered || busy}>
              <legend className="mall-visually-hidden">{t('submit.chooseAddress')}</legend>
              {context.addresses.map((address) => (
                <label key={address.id} className="app-submit__choice">
                  <input
                    type="radio"
                    name="address"
                    value={address.id}
                    aria-label={`${address.contact} ${address.phone}, ${regionOf(address)} ${address.address}`}
                    checked={context.addressId === address.id}
                    onChange={() => send({ type: 'checkout.address.select', addressId: address.id })}
                  />
                  <AddressItem
                    contactName={address.contact}
                    mobile={address.phone}
                    region={regionOf(address)}
                    detail={address.address}
                    isDefault={address.isDefault}
                    defaultLabel={t('submit.defaultAddress')}
                    className="app-submit__address"
                  />
                </label>
              ))}
            </fieldset>
          )}
          {addressError && context.addresses.length > 0 ? (
            <p className="app-submit__field-error" role="alert">
              {t(addressError.key, addressError.params)}
            </p>
          ) : null}
          {context.addresses.length > 0 && !ordered ? (
            <Link to="/pages/user/address-list?select=1" className="app-submit__address-manage">
              {t('submit.manageAddress')}
              <Icon name="forward" size={16} />
            </Link>
          ) : null}
        </section>

        <section className="app-submit__card" aria-labelledby="app-submit-goods">
          <h2 id="app-submit-goods" className="app-submit__heading">
            {t('submit.goods')}
          </h2>
          <ul className="app-submit__lines">
            {context.priced.map((line) => (
              <LineRow key={line.specId} line={line} />
            ))}
          </ul>
        </section>

        <section className="app-submit__card" aria-labelledby="app-submit-coupon">
          <h2 id="app-submit-coupon" className="app-submit__heading">
            {t('submit.coupon')}
          </h2>
          {context.coupons.length === 0 ? (
            <p className="app-submit__muted">{t('submit.noCoupon')}</p>
          ) : (
            <fieldset className="app-submit__choices" disabled={ordered || busy}>
              <legend className="mall-visually-hidden">{t('submit.chooseCoupon')}</legend>
              <label className="app-submit__choice app-submit__coupon">
                <input
                  type="radio"
                  name="coupon"
                  checked={context.couponId === null}
                  onChange={() => send({ type: 'checkout.coupon.select', couponId: null })}
                />
                <span>{t('submit.couponNone')}</span>
              </label>
              {context.coupons.map((coupon: UserCoupon) => (
                <label key={coupon.id} className="app-submit__choice app-submit__coupon">
                  <input
                    type="radio"
                    name="coupon"
                    checked={context.couponId === coupon.id}
                    onChange={() => send({ type: 'checkout.coupon.select', couponId: coupon.id })}
                  />
                  <span className="app-submit__coupon-text">
                    <span className="app-submit__coupon-title">{coupon.title}</span>
                    <span className="app-submit__muted">
                      {t('submit.couponRule', {
                        full: formatPrice(toCents(coupon.condition.fullAmount)),
                        reduce: formatPrice(toCents(coupon.amount)),
                      })}
                    </span>
                  </span>
                  <span className="app-submit__coupon-amount">-{formatPrice(toCents(coupon.amount))}</span>
                </label>
              ))}
            </fieldset>
          )}
        </section>

        <section className="app-submit__card" aria-labelledby={remarkId}>
          <h2 className="app-submit__heading">
            <label htmlFor={remarkId}>{t('submit.remark')}</label>
          </h2>
          <textarea
            id={remarkId}
            className="app-submit__remark"
            rows={2}
            maxLength={ORDER_REMARK_MAX}
            value={context.remark}
            disabled={ordered || busy}
            placeholder={t('submit.remarkPlaceholder')}
            onChange={(event) => send({ type: 'checkout.remark.change', remark: event.target.value })}
          />
          {remarkError ? (
            <p className="app-submit__field-error" role="alert">
              {t(remarkError.key, remarkError.params)}
            </p>
          ) : null}
        </section>

        <section className="app-submit__card" aria-labelledby="app-submit-summary">
          <h2 id="app-submit-summary" className="mall-visually-hidden">
            {t('submit.summary')}
          </h2>
          <dl className="app-submit__summary">
            <div>
              <dt>{t('submit.goodsTotal')}</dt>
              <dd>{formatPrice(context.summary.goodsTotal)}</dd>
            </div>
            <div>
              <dt>{t('submit.discount')}</dt>
              <dd className="app-submit__discount">
                {selectedCoupon ? '-' : ''}
                {formatPrice(context.summary.discount)}
              </dd>
            </div>
            <div className="app-submit__payable-row">
              <dt>{t('submit.payable')}</dt>
              <dd>{formatPrice(context.summary.payable)}</dd>
            </div>
          </dl>
        </section>

        {state === 'editing' && context.error ? (
          <p className="app-submit__field-error app-submit__form-error" role="alert">
            {errorMessage(context.error)}
          </p>
        ) : null}

        {state === 'insufficientBalance' || state === 'payFailed' ? (
          <section
            ref={payFailure}
            tabIndex={-1}
            className="app-submit__card app-submit__pay-failed"
            role="alert"
          >
            <p className="app-submit__pay-message">
              {context.error ? errorMessage(context.error) : t('error.unknown')}
            </p>
            {state === 'insufficientBalance' && context.balance !== null ? (
              <p className="app-submit__muted">
                {t('submit.balanceShort', {
                  balance: formatPrice(context.balance),
                  payable: formatPrice(context.summary.payable),
                })}
              </p>
            ) : null}
            <p className="app-submit__muted">{t('submit.orderKept')}</p>
            <div className="app-submit__pay-actions">
              <Button variant="outline" onClick={() => send({ type: 'checkout.leave' })}>
                {t('submit.payLater')}
              </Button>
              <Button variant="accent" onClick={() => send({ type: 'checkout.pay.retry' })}>
                {t('submit.payAgain')}
              </Button>
            </div>
          </section>
        ) : null}
      </div>

      <div className="app-submit__bar">
        <p className="app-submit__total">
          {t('submit.payable')} <strong>{formatPrice(context.summary.payable)}</strong>
        </p>
        {ordered ? null : (
          <Button
            variant="accent"
            disabled={busy || context.priced.length === 0}
            aria-busy={busy}
            onClick={() => send({ type: 'checkout.confirm' })}
          >
            {busy ? t('submit.submitting') : t('submit.confirm')}
          </Button>
        )}
        {state === 'paying' || state === 'checkingBalance' ? (
          <span className="app-submit__paying" role="status">
            {t('submit.paying')}
          </span>
        ) : null}
      </div>
    </>
  );
}

/** Order submit: address, goods, coupon, remark and totals; confirm creates the order and pays from the balance. */
export default function OrderSubmitPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the key
  const { lines, source } = useMemo(() => checkoutLinesOf(params), [key]);
  return (
    <Page title={t('title.orderSubmit')} className="app-submit-page">
      {lines.length === 0 ? (
        <StateView
          status="empty"
          title={t('submit.noLines')}
          actionLabel={t('cart.goShopping')}
          onAction={() => navigate('/')}
        />
      ) : (
        <CheckoutFlow key={key} lines={lines} source={source} />
      )}
    </Page>
  );
}
