import type { CSSProperties, ReactNode, Ref } from 'react';
import { classNames } from '../internal/class-names';

/** The shapes of a skeleton. */
export type SkeletonShape = 'text' | 'block' | 'circle';
/** The page layouts a skeleton screen stands in for. */
export type SkeletonLayout = 'goods-grid' | 'list' | 'detail';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** A line of text, a block or a circle. */
  shape?: SkeletonShape;
  /** Width (a CSS length, or pixels). */
  width?: CSSProperties['width'];
  /** Height (a CSS length, or pixels). */
  height?: CSSProperties['height'];
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLSpanElement>;
}

/** One shimmering placeholder shape; hidden from assistive technology. */
export function Skeleton({ shape = 'text', width, height, className, ref }: SkeletonProps) {
  return (
    <span
      ref={ref}
      className={classNames('mall-skeleton', className)}
      data-shape={shape}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

/** Props of {@link SkeletonScreen}. */
export interface SkeletonScreenProps {
  /** The page shape being loaded. */
  layout: SkeletonLayout;
  /** Announced while loading, e.g. "Loading…". */
  label: string;
  /** Number of cards or rows. */
  count?: number;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

function GoodsCardPlaceholder() {
  return (
    <div className="mall-skeleton-screen__card">
      <Skeleton shape="block" className="mall-skeleton-screen__picture" />
      <Skeleton width="90%" />
      <Skeleton width="60%" />
      <Skeleton width="40%" height={18} />
    </div>
  );
}

function ListRowPlaceholder() {
  return (
    <div className="mall-skeleton-screen__row">
      <Skeleton shape="block" width={72} height={72} />
      <div className="mall-skeleton-screen__lines">
        <Skeleton width="85%" />
        <Skeleton width="55%" />
        <Skeleton width="30%" />
      </div>
    </div>
  );
}

/** A page-shaped placeholder (goods grid, list, goods detail) while the first data loads. */
export function SkeletonScreen({ layout, label, count = 4, className, ref }: SkeletonScreenProps) {
  const items = Array.from({ length: count }, (_, index) => index);
  let content: ReactNode;
  switch (layout) {
    case 'goods-grid':
      content = (
        <div className="mall-skeleton-screen__grid">
          {items.map((item) => (
            <GoodsCardPlaceholder key={item} />
          ))}
        </div>
      );
      break;
    case 'list':
      content = items.map((item) => <ListRowPlaceholder key={item} />);
      break;
    case 'detail':
      content = (
        <>
          <Skeleton shape="block" className="mall-skeleton-screen__hero" />
          <div className="mall-skeleton-screen__lines mall-skeleton-screen__padded">
            <Skeleton width="35%" height={24} />
            <Skeleton width="95%" />
            <Skeleton width="70%" />
          </div>
        </>
      );
      break;
    default:
      layout satisfies never;
  }
  return (
    <div
      ref={ref}
      className={classNames('mall-skeleton-screen', className)}
      data-layout={layout}
      role="status"
      aria-busy="true"
    >
      <span className="mall-visually-hidden">{label}</span>
      {content}
    </div>
  );
}
