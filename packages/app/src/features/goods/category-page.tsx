import { SkeletonScreen, StateView } from '@mall/react-ui';
import type { GoodsType } from '@mall/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { Link } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { Page } from '../../shell/page';
import { categoryQueries } from './category-queries';
import { PICTURE_SLOTS, pictureFor } from './picture-slots';
import './goods.css';
import { pathOf } from '../../router/routes';

/** Splits the flat category list into parents and their children, each in `sortNum` order. */
export function categoryTree(types: readonly GoodsType[]) {
  const bySort = (a: GoodsType, b: GoodsType) => (a.sortNum ?? 0) - (b.sortNum ?? 0) || a.id - b.id;
  const parents = types.filter((type) => !type.parentId).sort(bySort);
  return parents.map((parent) => ({
    parent,
    children: types.filter((type) => type.parentId === parent.id).sort(bySort),
  }));
}

/** Category: parents on the left, the chosen parent's children on the right. The page itself never scrolls. */
export default function CategoryPage() {
  const { t } = useI18n();
  const types = useQuery(categoryQueries.types());
  const [selectedId, setSelectedId] = useState<number>();

  let body: React.ReactNode;
  if (types.isPending) {
    body = <SkeletonScreen layout="list" label={t('common.loading')} count={6} />;
  } else if (types.isLoadingError) {
    body = <QueryErrorView query={types} />;
  } else {
    const tree = categoryTree(types.data);
    const current = tree.find((node) => node.parent.id === selectedId) ?? tree[0];
    body = (
      <div className="app-category">
        <nav className="app-category__parents" aria-label={t('category.parents')}>
          <ul>
            {tree.map(({ parent }) => (
              <li key={parent.id}>
                <button
                  type="button"
                  className="app-category__parent"
                  aria-current={parent.id === current?.parent.id ? 'true' : undefined}
                  onClick={() => setSelectedId(parent.id)}
                >
                  {parent.name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="app-category__children" aria-label={current?.parent.name}>
          {current ? (
            <>
              <Link to={pathOf('goodsList', { typeId: current.parent.id })} className="app-category__all">
                {t('category.all')}
              </Link>
              {current.children.length === 0 ? (
                <StateView status="empty" title={t('category.empty')} />
              ) : (
                <ul className="app-category__grid">
                  {current.children.map((child) => (
                    <li key={child.id}>
                      <Link to={pathOf('goodsList', { typeId: child.id })} className="app-category__child">
                        {child.pic ? (
                          <img
                            {...pictureFor(child.pic, PICTURE_SLOTS.thumbnail)}
                            alt=""
                            className="mall-thumbnail app-category__pic"
                          />
                        ) : null}
                        <span>{child.name}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <StateView status="empty" title={t('common.empty')} />
          )}
        </section>
      </div>
    );
  }
  return <Page className="app-page--fixed">{body}</Page>;
}
