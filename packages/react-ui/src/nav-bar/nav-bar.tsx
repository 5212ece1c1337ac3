import type { CSSProperties, ReactNode, Ref } from 'react';
import { IconButton } from '../icon-button';
import { classNames } from '../internal/class-names';

/** `default` is the plain white bar with a black title; `custom` takes the page's own colours. */
export type NavBarVariant = 'default' | 'custom';

/** Props of {@link NavBar}. */
export interface NavBarProps {
  /** The page's title. */
  title: ReactNode;
  /** `default` is white; `custom` takes `background` and `color`. */
  variant?: NavBarVariant;
  /** Shows the back button; the app decides where back goes (home when the stack has one page). */
  onBack?: () => void;
  /** Accessible name of the back button, e.g. "Back". Required with `onBack`. */
  backLabel?: string;
  /** Actions at the right end, e.g. a share or more button. */
  right?: ReactNode;
  /** Background of the `custom` variant (colour or gradient). */
  background?: string;
  /** Text and icon colour of the `custom` variant. */
  color?: string;
  /** Level of the title heading; a page has one level-1 heading. */
  headingLevel?: 1 | 2;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLElement>;
}

/** The bar at the top of a page: back button, centred title, optional actions. */
export function NavBar({
  title,
  variant = 'default',
  onBack,
  backLabel,
  right,
  background,
  color,
  headingLevel = 1,
  className,
  ref,
}: NavBarProps) {
  const style =
    variant === 'custom'
      ? ({ '--mall-nav-bar-background': background, '--mall-nav-bar-color': color } as CSSProperties)
      : undefined;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header ref={ref} className={classNames('mall-nav-bar', className)} data-variant={variant} style={style}>
      <div className="mall-nav-bar__side">
        {onBack && (
          <IconButton className="mall-nav-bar__back" icon="back" label={backLabel ?? ''} onClick={onBack} />
        )}
      </div>
      <Heading className="mall-nav-bar__title">{title}</Heading>
      <div className="mall-nav-bar__side mall-nav-bar__side--end">{right}</div>
    </header>
  );
}
