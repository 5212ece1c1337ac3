import { Button, GoodsCard, GoodsGrid, Icon, SkeletonScreen, StateView } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-context';
import { ListEnd } from '../../shell/list-end';
import { Page } from '../../shell/page';
import {
  type GoodsListFilters,
  parsePrice,
  readFilters,
  toPageRequest,
  writeFilters,
} from './goods-list-filters';
import { goodsListQueries } from './goods-list-queries';
import './catalog.css';
import { QueryErrorView } from '../../shared/query-error-view';

function PriceFilter({
  filters,
  onApply,
}: {
  filters: GoodsListFilters;
  onApply: (range: { minPrice?: number; maxPrice?: number }) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [lowest, setLowest] = useState(filters.minPrice === undefined ? '' : String(filters.minPrice));
  const [highest, setHighest] = useState(filters.maxPrice === undefined ? '' : String(filters.maxPrice));
  const [error, setError] = useState<string>();
  const apply = () => {
    const minPrice = parsePrice(lowest);
    const maxPrice = parsePrice(highest);
    if ((lowest.trim() && minPrice === undefined) || (highest.trim() && maxPrice === undefined)) {
      setError(t('validation.money'));
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) {
      setError(t('validation.priceRange'));
      return;
    }
    onApply({
      ...(minPrice !== undefined ? { minPrice } : {}),
      ...(maxPrice !== undefined ? { maxPrice } : {}),
    });
  };
  return (
    <section className="app-filter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="app-filter__title">
        {t('list.priceRange')}
      </h2>
      <div className="app-filter__range">
        <label className="app-filter__field">
          <span className="mall-visually-hidden">{t('list.lowest')}</span>
          <input
            inputMode="decimal"
            placeholder={t('list.lowest')}
            value={lowest}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setLowest(event.target.value)}
          />
        </label>
        <span aria-hidden="true" className="app-filter__dash" />
        <label className="app-filter__field">
          <span className="mall-visually-hidden">{t('list.highest')}</span>
          <input
            inputMode="decimal"
            placeholder={t('list.highest')}
            value={highest}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setHighest(event.target.value)}
          />
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="app-filter__error">
          {error}
        </p>
      ) : null}
      <div className="app-filter__actions">
        <Button
          variant="outline"
          block
          onClick={() => {
            setLowest('');
            setHighest('');
            setError(undefined);
            onApply({});
          }}
        >
          {t('list.reset')}
        </Button>
        <Button variant="primary" block onClick={apply}>
          {t('list.ok')}
        </Button>
      </div>
    </section>
  );
}

/** Goods list: sort (overall, sales, price up/down), price filter, infinite scroll, pull-to-refresh. */
export default function GoodsListPage() {
  const { t, formatNumber, currencySymbol } = useI18n();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const request = toPageRequest(filters);
  const queryClient = useQueryClient();
  const goods = useInfiniteQuery(goodsListQueries.page(request));
  const [filterOpen, setFilterOpen] = useState(false);
  const update = (next: Partial<GoodsListFilters>) => {
    const merged: GoodsListFilters = { ...filters, ...next };
    setParams(writeFilters(merged), { replace: true });
  };

  const priceSorted = filters.sort === 'price-asc' || filters.sort === 'price-desc';
  const filtered = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const rows = goods.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <Page
      title={filters.keyWord ?? t('title.goodsList')}
      onRefresh={() => queryClient.refetchQueries({ queryKey: goodsListQueries.all() })}
      right={
        <Link to="/pages/goods/search" className="app-nav-action" aria-label={t('search.label')}>
          <Icon name="search" />
        </Link>
      }
    >
      <div className="app-sortbar" role="toolbar" aria-label={t('list.sort')}>
        <button
          type="button"
          className="app-sortbar__item"
          aria-pressed={filters.sort === 'overall'}
          onClick={() => update({ sort: 'overall' })}
        >
          {t('list.sortOverall')}
        </button>
        <button
          type="button"
          className="app-sortbar__item"
          aria-pressed={filters.sort === 'sales'}
          onClick={() => update({ sort: 'sales' })}
        >
          {t('list.sortSales')}
        </button>
        <button
          type="button"
          className="app-sortbar__item"
          aria-pressed={priceSorted}
          aria-label={
            filters.sort === 'price-asc'
              ? t('list.priceAscending')
              : filters.sort === 'price-desc'
                ? t('list.priceDescending')
                : t('list.sortPrice')
          }
          onClick={() => update({ sort: filters.sort === 'price-asc' ? 'price-desc' : 'price-asc' })}
        >
          {t('list.sortPrice')}
          <span
            className="app-sortbar__arrows"
            aria-hidden="true"
            data-direction={priceSorted ? filters.sort : 'none'}
          >
            <span className="app-sortbar__up" />
            <span className="app-sortbar__down" />
          </span>
        </button>
        <button
          type="button"
          className="app-sortbar__item"
          aria-expanded={filterOpen}
          data-active={filtered ? 'true' : undefined}
          onClick={() => setFilterOpen((open) => !open)}
        >
          {t('list.filter')}
        </button>
      </div>
      {filterOpen ? (
        <PriceFilter
          key={`${filters.minPrice}-${filters.maxPrice}`}
          filters={filters}
          onApply={(range) => {
            update({ minPrice: range.minPrice, maxPrice: range.maxPrice });
            setFilterOpen(false);
          }}
        />
      ) : null}
      <div className="app-list">
        {goods.isPending ? (
          <SkeletonScreen layout="goods-grid" label={t('common.loading')} count={4} />
        ) : goods.isError ? (
          <QueryErrorView query={goods} />
        ) : rows.length === 0 ? (
          <StateView status="empty" title={t('list.empty')} />
        ) : (
          <>
            <GoodsGrid label={t('list.results')}>
              {rows.map((row) => (
                <GoodsCard
                  key={row.id}
                  title={row.title}
                  imageSrc={row.mainPic ?? ''}
                  price={toCents(row.price)}
                  currencySymbol={currencySymbol}
                  priceLabel={t('common.price')}
                  meta={t('home.sold', { count: formatNumber(row.sold ?? 0) })}
                  href={`#/pages/goods/detail?id=${row.id}`}
                />
              ))}
            </GoodsGrid>
            <ListEnd loader={goods} />
          </>
        )}
      </div>
    </Page>
  );
}
