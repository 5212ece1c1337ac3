import { Children, type CSSProperties, type ReactNode, type Ref } from 'react';
import { classNames } from '../internal/class-names';

/** Props of {@link GoodsGrid}. */
export interface GoodsGridProps {
  /** Goods cards, one per product. */
  children: ReactNode;
  /** Accessible name of the list, e.g. "Hot recommendations". */
  label?: string;
  /** Cards per row. */
  columns?: 1 | 2 | 3;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLUListElement>;
}

/** Goods cards in a two-column (by default) list with even gaps. */
export function GoodsGrid({ children, label, columns = 2, className, ref }: GoodsGridProps) {
  return (
    <ul
      ref={ref}
      aria-label={label}
      className={classNames('mall-goods-grid', className)}
      style={{ '--mall-goods-grid-columns': columns } as CSSProperties}
    >
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : (
          <li className="mall-goods-grid__item">{child}</li>
        ),
      )}
    </ul>
  );
}
