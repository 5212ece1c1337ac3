import { type ReactNode, type Ref, useId } from 'react';
import { Badge } from '../badge';
import { Icon } from '../icon';
import { classNames } from '../internal/class-names';
import { PressableArea } from '../internal/pressable-area';

/** Props of {@link Cell}. */
export interface CellProps {
  /** The cell's main text. */
  title: string;
  /** Secondary text at the right end, e.g. the current language. */
  value?: string;
  /** Line under the title. */
  description?: string;
  /** A 24 px icon before the title. */
  icon?: ReactNode;
  /** Makes the row a link. */
  href?: string;
  /** Makes the row a button (when there is no `href`). */
  onClick?: () => void;
  /** A count on the cell, e.g. unread messages. */
  badgeCount?: number;
  /** What the badge means, for screen readers (needed with `badgeCount`). */
  badgeLabel?: string;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLLIElement>;
}

/** One row of a settings or menu list; a link or button with a chevron when it leads somewhere. */
export function Cell({
  title,
  value,
  description,
  icon,
  href,
  onClick,
  badgeCount,
  badgeLabel,
  className,
  ref,
}: CellProps) {
  const interactive = href !== undefined || onClick !== undefined;
  const content = (
    <>
      {icon && (
        <span className="mall-cell__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="mall-cell__text">
        <span className="mall-cell__title">{title}</span>
        {description && <span className="mall-cell__description">{description}</span>}
      </span>
      {badgeCount !== undefined && badgeCount > 0 && <Badge count={badgeCount} label={badgeLabel} />}
      {value && <span className="mall-cell__value">{value}</span>}
      {interactive && <Icon name="forward" size={16} className="mall-cell__chevron" />}
    </>
  );
  return (
    <li ref={ref} className={classNames('mall-cell', className)} data-state={interactive ? 'link' : 'static'}>
      <PressableArea className="mall-cell__body" href={href} onPress={onClick}>
        {content}
      </PressableArea>
    </li>
  );
}

/** Props of {@link CellGroup}. */
export interface CellGroupProps {
  /** Heading shown above the group. */
  title?: string;
  /** The cells of the group. */
  children: ReactNode;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLElement>;
}

/** A rounded card of cells, optionally with a heading. */
export function CellGroup({ title, children, className, ref }: CellGroupProps) {
  const titleId = useId();
  return (
    <section
      ref={ref}
      className={classNames('mall-cell-group', className)}
      aria-labelledby={title ? titleId : undefined}
    >
      {title && (
        <h2 id={titleId} className="mall-cell-group__title">
          {title}
        </h2>
      )}
      <ul className="mall-cell-group__list">{children}</ul>
    </section>
  );
}
