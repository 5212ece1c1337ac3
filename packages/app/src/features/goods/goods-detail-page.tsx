import {
  GoodsActionBar,
  Icon,
  Price,
  SkeletonScreen,
  SpecPicker,
  type SpecSku,
  StateView,
  Swiper,
  Tabs,
} from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import type { GoodsDetail } from '@mall/sdk/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { Link, useNavigate } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { sanitizeHtml } from '../../shared/sanitize-html';
import { useIdParam } from '../../shared/use-id-param';
import { galleryPictureProps, releaseFirstPicture } from '../../shell/first-screen';
import { NotFoundPage } from '../../shell/not-found-page';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import { cartStore, useCartLines } from '../cart/use-cart';
import { CommentList } from './comment-list';
import { commentQueries } from './comment-queries';
import { goodsQueries } from './goods-queries';
import { withVideoSlide } from './goods-video';
import {
  contentPicture,
  goodsFirstPicture,
  goodsFirstPictureById,
  PICTURE_SLOTS,
  pictureFor,
  servedPictures,
} from './picture-slots';
import './goods.css';
import { pathOf } from '../../router/routes';

type DetailTab = 'information' | 'comment' | 'details';

/** The default selection of the contract: the first spec in stock (by sort order). */
export function defaultSpec(goods: Pick<GoodsDetail, 'specs'>) {
  return goods.specs.find((spec) => spec.stock > 0) ?? goods.specs[0];
}

function Comments({ goodsId }: { goodsId: number }) {
  const { t } = useI18n();
  const comments = useQuery(commentQueries.latest(goodsId));
  if (comments.isPending) {
    return <SkeletonScreen layout="list" label={t('common.loading')} count={3} />;
  }
  if (comments.isLoadingError) {
    return <QueryErrorView query={comments} />;
  }
  if (comments.data.list.length === 0) {
    return <StateView status="empty" title={t('detail.noComments')} />;
  }
  return (
    <>
      <CommentList comments={comments.data.list.slice(0, 3)} />
      <Link to={pathOf('goodsComment', { goodsId })} className="app-comments__all">
        {t('detail.allComments')}
      </Link>
    </>
  );
}

function Details({ content }: { content: string | null | undefined }) {
  const { t } = useI18n();
  const html = useMemo(() => (content ? sanitizeHtml(content, { picture: contentPicture }) : ''), [content]);
  if (!html) {
    return <StateView status="empty" title={t('detail.noDetails')} />;
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (allow-list of tags and attributes).
  return <div className="app-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The goods' pictures (and video), one slide each, turned by the shopper. */
function Gallery({
  slides,
  index,
  onIndexChange,
}: {
  slides: { key: string; content: ReactNode }[];
  index?: number;
  onIndexChange?: (index: number) => void;
}) {
  const { t } = useI18n();
  return (
    <Swiper
      label={t('detail.pictures')}
      pauseLabel={t('common.pause')}
      playLabel={t('common.play')}
      autoplay={false}
      className="app-detail__pictures"
      slides={slides}
      {...(index === undefined ? {} : { index })}
      {...(onIndexChange ? { onIndexChange } : {})}
    />
  );
}

function GoodsDetailView({ goods }: { goods: GoodsDetail }) {
  const { t, formatNumber, currencySymbol } = useI18n();
  const navigate = useNavigate();
  const showToast = useShowToast();
  const lines = useCartLines();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<DetailTab>('information');
  const initial = defaultSpec(goods);
  const [sku, setSku] = useState<SpecSku | undefined>(() =>
    initial && initial.stock > 0
      ? {
          id: initial.id,
          selection: [String(initial.id)],
          stock: initial.stock,
          price: toCents(initial.price),
        }
      : undefined,
  );
  const [quantity, setQuantity] = useState(1);
  const [slide, setSlide] = useState(0);

  const skus: SpecSku[] = goods.specs.map((spec) => ({
    id: spec.id,
    selection: [String(spec.id)],
    stock: spec.stock,
    price: toCents(spec.price),
    // The picker draws a spec's own picture in its place: sized for that slot too.
    ...(spec.images[0] ? { imageSrc: pictureFor(spec.images[0], PICTURE_SLOTS.spec).src } : {}),
  }));
  const pictures = goods.pics.length > 0 ? goods.pics : goods.mainPic ? [goods.mainPic] : [];
  const cartCount = lines.reduce((sum, line) => sum + line.count, 0);
  const chosen = sku && sku.stock > 0 ? sku : undefined;

  const addToCart = () => {
    if (!chosen) {
      showToast(t('detail.chooseSpec'));
      return;
    }
    cartStore().add({
      goodsId: goods.id,
      specId: Number(chosen.id),
      count: Math.min(quantity, chosen.stock),
    });
    showToast(t('message.addedToCart'), 'success');
  };
  const buyNow = () => {
    if (!chosen) {
      showToast(t('detail.chooseSpec'));
      return;
    }
    const query = new URLSearchParams({
      goodsId: String(goods.id),
      specId: String(chosen.id),
      count: String(Math.min(quantity, chosen.stock)),
    });
    navigate(`${pathOf('orderSubmit')}?${query.toString()}`);
  };

  return (
    <Page
      onRefresh={() => queryClient.refetchQueries({ queryKey: goodsQueries.detail(goods.id).queryKey })}
      className="app-detail"
    >
      {pictures.length > 0 || goods.video ? (
        <Gallery
          index={slide}
          onIndexChange={setSlide}
          slides={withVideoSlide(
            pictures.map((src, index) => ({
              key: `${index}-${src}`,
              content: (
                <img
                  // The first is the address index.html preloads for a shared link to this goods item.
                  {...(index === 0
                    ? goodsFirstPicture(goods.id, src)
                    : pictureFor(src, PICTURE_SLOTS.detail))}
                  alt={t('detail.picture', { index: index + 1 })}
                  className="app-detail__picture"
                  {...galleryPictureProps(index)}
                />
              ),
            })),
            goods,
            slide,
          )}
        />
      ) : null}
      <section className="app-detail__summary">
        <Price
          value={chosen?.price ?? toCents(goods.price)}
          currencySymbol={currencySymbol}
          label={t('common.price')}
          size="large"
        />
        <h2 className="app-detail__title">{goods.title}</h2>
        {goods.subTitle ? <p className="app-detail__subtitle">{goods.subTitle}</p> : null}
        <p className="app-detail__meta">{t('detail.sold', { count: formatNumber(goods.sold ?? 0) })}</p>
      </section>
      <div className="app-detail__tabs">
        <Tabs
          label={t('detail.tabs')}
          value={tab}
          onChange={(value) => setTab(value as DetailTab)}
          items={[
            { value: 'information', label: t('detail.tabInformation') },
            { value: 'comment', label: t('detail.tabComment') },
            { value: 'details', label: t('detail.tabDetails') },
          ]}
        >
          {tab === 'information' ? (
            <div className="app-detail__panel">
              <SpecPicker
                groups={[
                  {
                    name: t('detail.spec'),
                    options: goods.specs.map((spec) => ({ value: String(spec.id), label: spec.name })),
                  },
                ]}
                skus={skus}
                {...(initial && initial.stock > 0 ? { defaultSkuId: initial.id } : {})}
                onChange={(_, next) => setSku(next)}
                quantity={quantity}
                onQuantityChange={setQuantity}
                imageSrc={
                  chosen?.imageSrc ?? pictureFor(goods.mainPic ?? pictures[0], PICTURE_SLOTS.spec).src
                }
                currencySymbol={currencySymbol}
                priceLabel={t('common.price')}
                stockLabel={t('detail.stock')}
                outOfStockLabel={t('detail.outOfStock')}
                quantityLabel={t('detail.quantity')}
                increaseLabel={t('detail.increase')}
                decreaseLabel={t('detail.decrease')}
              />
            </div>
          ) : tab === 'comment' ? (
            <div className="app-detail__panel">
              <Comments goodsId={goods.id} />
            </div>
          ) : (
            <div className="app-detail__panel">
              <Details content={goods.content} />
            </div>
          )}
        </Tabs>
      </div>
      <GoodsActionBar
        fixed
        label={t('detail.actions')}
        shortcuts={[
          {
            key: 'service',
            label: t('detail.service'),
            icon: <Icon name="service" />,
            onClick: () => navigate(pathOf('chat', { goodsId: goods.id })),
          },
          {
            key: 'cart',
            label: t('detail.cart'),
            icon: <Icon name="cart" />,
            onClick: () => navigate(pathOf('cart')),
            ...(cartCount > 0
              ? { badgeCount: cartCount, badgeLabel: t('cart.count', { count: cartCount }) }
              : {}),
          },
        ]}
        secondary={{ label: t('detail.addToCart'), onClick: addToCart, disabled: !chosen }}
        primary={{ label: t('detail.buyNow'), onClick: buyNow, disabled: !chosen }}
      />
    </Page>
  );
}

/**
 * The first picture while the goods' data loads, where the page will draw it (the gallery's first
 * slide, the address index.html preloads): a shared link shows its picture without waiting for the
 * data. Gone if the goods item has no picture the server answers.
 */
function PendingFirstPicture({ goodsId }: { goodsId: number }) {
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return null;
  }
  return (
    <Gallery
      slides={[
        {
          key: 'first',
          content: (
            <img
              {...goodsFirstPictureById(goodsId)}
              {...galleryPictureProps(0)}
              alt={t('detail.picture', { index: 1 })}
              className="app-detail__picture"
              onError={() => {
                releaseFirstPicture();
                setFailed(true);
              }}
            />
          ),
        },
      ]}
    />
  );
}

/** Goods detail: pictures, price, tabs information / comment / details, spec picker, cart and buy now. */
export default function GoodsDetailPage() {
  const { t } = useI18n();
  const { id, valid } = useIdParam('id');
  const goods = useQuery({ ...goodsQueries.detail(id), enabled: valid });
  // A picture drawn before the app ran (`shell/first-screen.ts`) stands for goods that cannot be
  // shown: it goes, and the page's error shows.
  const unshown = !valid || goods.isLoadingError;
  useEffect(() => {
    if (unshown) {
      releaseFirstPicture();
    }
  }, [unshown]);
  if (!valid) {
    return <NotFoundPage />;
  }
  if (goods.isPending) {
    return (
      <Page className="app-detail">
        {servedPictures.goodsFirstPicture ? (
          <>
            <PendingFirstPicture goodsId={id} />
            <SkeletonScreen layout="list" label={t('common.loading')} count={2} />
          </>
        ) : (
          <SkeletonScreen layout="detail" label={t('common.loading')} />
        )}
      </Page>
    );
  }
  if (goods.isLoadingError) {
    return (
      <Page>
        <QueryErrorView query={goods} />
      </Page>
    );
  }
  return <GoodsDetailView key={goods.data.id} goods={goods.data} />;
}
