import { GoodsCard } from '@mall/react-ui';
import { toCents } from '@mall/sdk';
import type { GoodsRow } from '@mall/sdk/schemas';
import { useI18n } from '../../i18n/i18n-context';
import { goodsLink } from '../../router/hash-location';
import { PICTURE_SLOTS, pictureFor } from './picture-slots';

/** A goods row of a list (home's hot goods, search results) as a card linking to its detail page. */
export function GoodsRowCard({
  goods,
}: {
  goods: Pick<GoodsRow, 'id' | 'title' | 'mainPic' | 'price' | 'sold'>;
}) {
  const { t, formatNumber, currencySymbol } = useI18n();
  const picture = pictureFor(goods.mainPic, PICTURE_SLOTS.card);
  return (
    <GoodsCard
      title={goods.title}
      imageSrc={picture.src}
      imageSrcSet={picture.srcSet}
      imageSizes={picture.sizes}
      price={toCents(goods.price)}
      currencySymbol={currencySymbol}
      priceLabel={t('common.price')}
      meta={t('home.sold', { count: formatNumber(goods.sold ?? 0) })}
      href={goodsLink(goods.id)}
    />
  );
}
