import { GoodsGrid, Icon, SkeletonScreen, StateView } from '@mall/react-ui';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { Link, useSearchParams } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { ListEnd } from '../../shell/list-end';
import { Page } from '../../shell/page';
import { type GoodsListFilters, readFilters, toPageRequest, writeFilters } from './goods-list-filters';
import { goodsListQueries } from './goods-list-queries';
import { GoodsRowCard } from './goods-row-card';
import { PriceFilter } from './price-filter';
import './goods.css';
import { pathOf } from '../../router/routes';

/** Goods list: sort (overall, sales, price up/down), price filter, infinite scroll, pull-to-refresh. */
export default function GoodsListPage() {
  const { t } = useI18n();
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
      title={filters.keyWord}
      onRefresh={() => queryClient.refetchQueries({ queryKey: goodsListQueries.all() })}
      right={
        <Link to={pathOf('goodsSearch')} className="app-nav-action" aria-label={t('search.label')}>
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
        ) : goods.isLoadingError ? (
          <QueryErrorView query={goods} />
        ) : rows.length === 0 ? (
          <StateView status="empty" title={t('list.empty')} />
        ) : (
          <>
            <GoodsGrid label={t('list.results')}>
              {rows.map((row) => (
                <GoodsRowCard key={row.id} goods={row} />
              ))}
            </GoodsGrid>
            <ListEnd loader={goods} />
          </>
        )}
      </div>
    </Page>
  );
}
