import { Button, IconButton, Price, SkeletonScreen, StateView, Stepper } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import type { GoodsDetail } from '@mall/sdk/schemas';
import { useQueries } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { goodsLink } from '../../router/hash-location';
import { useNavigate } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { Page } from '../../shell/page';
import { encodeCheckoutLines } from '../checkout/checkout-lines';
import { goodsQueries } from '../goods/goods-queries';
import { PICTURE_SLOTS, pictureFor } from '../goods/picture-slots';
import type { CartLine } from './cart-store';
import { cartTotals } from './cart-totals';
import { cartStore, useCartLines } from './use-cart';
import './cart.css';
import { pathOf } from '../../router/routes';

function CartRow({ line, goods }: { line: CartLine; goods: GoodsDetail | undefined }) {
  const { t, currencySymbol } = useI18n();
  const spec = goods?.specs.find((item) => item.id === line.specId);
  const title = goods?.title ?? '';
  const available = spec !== undefined && spec.stock > 0;
  return (
    <li className="app-cart__row" data-state={available ? 'available' : 'unavailable'}>
      <label className="app-check">
        <input
          type="checkbox"
          checked={line.selected && available}
          disabled={!available}
          onChange={(event) => cartStore().setSelected(line.specId, event.target.checked)}
        />
        <span className="mall-visually-hidden">{t('cart.select', { title })}</span>
      </label>
      <img
        {...pictureFor(spec?.images[0] ?? goods?.mainPic, PICTURE_SLOTS.thumbnail)}
        alt=""
        className="mall-thumbnail app-cart__image"
      />
      <div className="app-cart__body">
        <a href={goodsLink(line.goodsId)} className="app-cart__title">
          {title}
        </a>
        <span className="app-spec-tag">{spec ? spec.name : t('cart.unavailable')}</span>
        <div className="app-cart__foot">
          {spec ? (
            <Price value={toCents(spec.price)} currencySymbol={currencySymbol} label={t('common.price')} />
          ) : (
            <span />
          )}
          {available ? (
            <Stepper
              value={Math.min(line.count, spec.stock)}
              min={1}
              max={spec.stock}
              onChange={(count) => cartStore().setCount(line.specId, count)}
              label={t('cart.quantity', { title })}
              increaseLabel={t('detail.increase')}
              decreaseLabel={t('detail.decrease')}
            />
          ) : null}
        </div>
      </div>
      <IconButton
        icon="close"
        label={t('cart.removeItem', { title })}
        className="app-cart__remove"
        onClick={() => cartStore().remove([line.specId])}
      />
    </li>
  );
}

/** Shopping cart: lines kept on the device, priced from the server; select, count, remove, checkout. */
export default function CartPage() {
  const { t, formatPrice } = useI18n();
  const navigate = useNavigate();
  const lines = useCartLines();
  const goodsIds = [...new Set(lines.map((line) => line.goodsId))];
  const details = useQueries({ queries: goodsIds.map((id) => goodsQueries.detail(id)) });
  const byId = new Map<number, GoodsDetail>();
  for (const detail of details) {
    if (detail.data) {
      byId.set(detail.data.id, detail.data);
    }
  }
  const priceOf = (line: CartLine) => {
    const spec = byId.get(line.goodsId)?.specs.find((item) => item.id === line.specId);
    return spec ? { price: toCents(spec.price), stock: spec.stock } : undefined;
  };
  const { total, count } = cartTotals(lines, priceOf);
  const checkoutLines = lines.filter((line) => line.selected && (priceOf(line)?.stock ?? 0) > 0);
  const allSelected = lines.length > 0 && lines.every((line) => line.selected);
  const failed = details.find((detail) => detail.isError);

  let body: React.ReactNode;
  if (lines.length === 0) {
    body = (
      <StateView
        status="empty"
        title={t('cart.empty')}
        actionLabel={t('cart.goShopping')}
        onAction={() => navigate(pathOf('home'))}
      />
    );
  } else if (details.some((detail) => detail.isPending)) {
    body = <SkeletonScreen layout="list" label={t('common.loading')} count={Math.min(lines.length, 4)} />;
  } else {
    body = (
      <>
        {failed ? <QueryErrorView query={failed} /> : null}
        <ul className="app-cart" aria-label={t('cart.lines')}>
          {lines.map((line) => (
            <CartRow key={line.specId} line={line} goods={byId.get(line.goodsId)} />
          ))}
        </ul>
        <div className="app-cart__bar">
          <label className="app-check app-check--labelled">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={(event) => cartStore().setAllSelected(event.target.checked)}
            />
            <span>{t('cart.selectAll')}</span>
          </label>
          <p className="app-cart__total">
            {t('cart.total')} <strong>{formatPrice(total)}</strong>
          </p>
          <Button
            variant="primary"
            disabled={count === 0}
            onClick={() =>
              navigate(`${pathOf('orderSubmit')}?from=cart&lines=${encodeCheckoutLines(checkoutLines)}`)
            }
          >
            {t('cart.checkout', { count })}
          </Button>
        </div>
      </>
    );
  }
  return <Page className="app-cart-page">{body}</Page>;
}
