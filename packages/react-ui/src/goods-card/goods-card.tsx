import type { ReactNode, Ref } from 'react';
import { classNames } from '../internal/class-names';
import { PressableArea } from '../internal/pressable-area';
import { Price } from '../price';

/** The layouts of a goods card. */
export type GoodsCardLayout = 'vertical' | 'horizontal';

/** Props of {@link GoodsCard}. */
export interface GoodsCardProps {
  /** The goods' name, at most two lines. */
  title: string;
  /** The goods' picture. */
  imageSrc: string;
  /** Widths of the picture (`srcset`), e.g. from `pictureSources` of `@mall/sdk/pictures`. */
  imageSrcSet?: string | undefined;
  /** The picture's slot width (`sizes`), e.g. `(min-width: 640px) 300px, 50vw`. */
  imageSizes?: string | undefined;
  /**
   * The largest picture of the first screen: fetched at once and first (`fetchpriority="high"`)
   * instead of when it scrolls near.
   */
  imagePriority?: boolean;
  /** Picture description; empty when the picture only repeats the title. */
  imageAlt?: string;
  /** Price in minor units. */
  price: number;
  /** The price before the discount, struck through; in minor units. */
  originalPrice?: number | undefined;
  /** Symbol before the prices, e.g. `¥`. */
  currencySymbol: string;
  /** Names the price for screen readers. */
  priceLabel?: string;
  /** Names the original price for screen readers. */
  originalPriceLabel?: string;
  /** Secondary line, e.g. "2,381 sold". */
  meta?: string;
  /** Short tags shown above the price, e.g. "Free shipping". */
  tags?: readonly string[];
  /** Where the card leads; the whole card is the link. */
  href?: string;
  /** Alternative to `href` for apps that route by code. */
  onSelect?: () => void;
  /** A control beside the price, e.g. an add-to-cart button (kept outside the card link). */
  action?: ReactNode;
  /** Picture above the text (grids) or beside it (lists). */
  layout?: GoodsCardLayout;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLElement>;
}

/** One product: picture, two-line name, tags, price in red with the original struck through. */
export function GoodsCard({
  title,
  imageSrc,
  imageSrcSet,
  imageSizes,
  imagePriority = false,
  imageAlt = '',
  price,
  originalPrice,
  currencySymbol,
  priceLabel,
  originalPriceLabel,
  meta,
  tags,
  href,
  onSelect,
  action,
  layout = 'vertical',
  className,
  ref,
}: GoodsCardProps) {
  // The title is the one link or button; its hit area is stretched over the card in CSS, so the
  // card is a single tab stop with a meaningful name while the action stays separately reachable.
  // Inside a heading a plain title needs no wrapper.
  const titleContent: ReactNode =
    href || onSelect ? (
      <PressableArea className="mall-goods-card__link" href={href || undefined} onPress={onSelect}>
        {title}
      </PressableArea>
    ) : (
      title
    );
  return (
    <article ref={ref} className={classNames('mall-goods-card', className)} data-layout={layout}>
      <div className="mall-goods-card__media">
        <img
          className="mall-goods-card__image"
          src={imageSrc}
          srcSet={imageSrcSet}
          sizes={imageSizes}
          alt={imageAlt}
          {...(imagePriority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          decoding="async"
        />
      </div>
      <div className="mall-goods-card__body">
        <h3 className="mall-goods-card__title">{titleContent}</h3>
        {tags && tags.length > 0 && (
          <ul className="mall-goods-card__tags">
            {tags.map((tag) => (
              <li key={tag} className="mall-goods-card__tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mall-goods-card__footer">
          <Price
            value={price}
            originalValue={originalPrice}
            currencySymbol={currencySymbol}
            label={priceLabel}
            originalLabel={originalPriceLabel}
            size="small"
          />
          {meta && <span className="mall-goods-card__meta">{meta}</span>}
          {action && <div className="mall-goods-card__action">{action}</div>}
        </div>
      </div>
    </article>
  );
}
