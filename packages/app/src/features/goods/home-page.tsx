import { GoodsGrid, Icon, SearchBox, SkeletonScreen, Swiper } from '@mall/react-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { Link, useNavigate } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { galleryPictureProps, releaseFirstPicture } from '../../shell/first-screen';
import { Page } from '../../shell/page';
import { goodsQueries } from './goods-queries';
import { GoodsRowCard } from './goods-row-card';
import { PICTURE_SLOTS, pictureFor } from './picture-slots';
import './home.css';
import { pathOf } from '../../router/routes';

/** Home: search box, banners, the coupon entry and hot recommendations (pull-to-refresh). */
export default function HomePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const banners = useQuery(goodsQueries.banners());
  const hot = useQuery(goodsQueries.hot());
  // The hot goods' answer is usually there when the page subscribes as the first screen mounts,
  // and that re-renders at once, in one task: their cards are drawn in a later render of their
  // own, which yields to the browser. A failed refresh keeps them (the error view is for a first
  // load that failed; the refresh's failure is a toast, `shell/refresh-failure-toast.tsx`).
  const hotGoods = useDeferredValue(hot.data);
  // The picture drawn before the app ran may be a banner the device kept and the shop has dropped
  // since: it goes once home is known to have no banner.
  const noBanner = !banners.isPending && !banners.data?.[0];
  useEffect(() => {
    if (noBanner) {
      releaseFirstPicture();
    }
  }, [noBanner]);

  const refresh = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: goodsQueries.banners().queryKey }),
      queryClient.refetchQueries({ queryKey: goodsQueries.hot().queryKey }),
    ]);

  return (
    <Page onRefresh={refresh} className="app-home">
      <div className="app-home__header">
        <SearchBox
          label={t('search.label')}
          placeholder={t('home.searchPlaceholder')}
          clearLabel={t('common.clear')}
          onActivate={() => navigate(pathOf('goodsSearch'))}
        />
      </div>
      {banners.data && banners.data.length > 0 ? (
        <div className="app-home__banners">
          <Swiper
            label={t('home.banners')}
            pauseLabel={t('common.pause')}
            playLabel={t('common.play')}
            slides={banners.data.map((banner, index) => {
              // The first banner is the largest thing on the first screen: fetched first; the
              // others wait until they are about to slide in.
              const picture = (
                <img
                  key={banner.id}
                  {...pictureFor(banner.pic, PICTURE_SLOTS.banner)}
                  alt={banner.title ?? ''}
                  className="app-home__banner"
                  {...galleryPictureProps(index)}
                />
              );
              return {
                key: String(banner.id),
                content: banner.path?.startsWith('/') ? (
                  <Link to={banner.path} className="app-home__banner-link">
                    {picture}
                  </Link>
                ) : (
                  picture
                ),
              };
            })}
          />
        </div>
      ) : banners.isPending ? (
        <div className="app-home__banners app-home__banners--pending" />
      ) : null}
      <Link to={pathOf('coupon')} className="app-home__coupon">
        <span className="app-home__coupon-icon">
          <Icon name="coupon" />
        </span>
        <span className="app-home__coupon-text">
          <strong>{t('home.coupon')}</strong>
          <span>{t('home.couponHint')}</span>
        </span>
        <Icon name="forward" size={18} />
      </Link>
      <section className="app-section" aria-labelledby="home-hot">
        <h2 id="home-hot" className="app-section__title">
          {t('home.hot')}
        </h2>
        {hot.isLoadingError ? (
          <QueryErrorView query={hot} />
        ) : !hotGoods ? (
          <SkeletonScreen layout="goods-grid" label={t('common.loading')} count={4} />
        ) : (
          <GoodsGrid label={t('home.hot')}>
            {hotGoods.map((goods) => (
              <GoodsRowCard key={goods.id} goods={goods} />
            ))}
          </GoodsGrid>
        )}
      </section>
    </Page>
  );
}
