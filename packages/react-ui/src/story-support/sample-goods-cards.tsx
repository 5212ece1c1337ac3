import { GoodsCard } from '../goods-card';
import { otherGoodsNames, sampleTag } from './sample-content';
import { sampleGoods } from './sample-images';
import { soldText } from './sample-texts';
import type { StoryCopy } from './story-copy';

/** The six sample goods as cards for a grid, the first named in the given locale. */
export function sampleGoodsCards(copy: StoryCopy) {
  return sampleGoods.map((goods, index) => (
    <GoodsCard
      key={goods.id}
      title={index === 0 ? copy.sample.goodsName : (otherGoodsNames[index - 1] ?? '')}
      imageSrc={goods.image}
      price={goods.price}
      originalPrice={goods.original}
      currencySymbol="¥"
      priceLabel={copy.t('common.price')}
      originalPriceLabel={copy.t('common.originalPrice')}
      meta={soldText(copy)}
      href={`#/pages/goods/detail?id=${goods.id}`}
      tags={index % 3 === 0 ? [sampleTag] : undefined}
    />
  ));
}
