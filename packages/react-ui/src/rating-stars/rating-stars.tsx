import { type Ref, useId } from 'react';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';

/** `empty` until a star is chosen, then `rated`; `read-only` shows a given rating. */
export type RatingStarsState = 'empty' | 'rated' | 'read-only';

/** Props of {@link RatingStars}. */
export interface RatingStarsProps {
  /** The chosen number of stars, 0 for none (controlled). */
  value?: number;
  /** The starting number of stars when uncontrolled; default 0 (none chosen). */
  defaultValue?: number;
  /** Called with the number of stars chosen. */
  onChange?: (value: number) => void;
  /** The group's accessible name, e.g. "Rating". */
  label: string;
  /** The name of one choice, e.g. `(count) => \`${count} stars\``; also the read-only rating's name. */
  starLabel: (count: number) => string;
  /** How many stars; default 5. */
  max?: number;
  /** Shows `value` as a picture with its name instead of a choice. */
  readOnly?: boolean;
  /** Shown but not changeable. */
  disabled?: boolean;
  /** The id of text that describes the choice, e.g. a form field's error. */
  describedBy?: string;
  /** Marks the choice invalid for assistive technology. */
  invalid?: boolean;
  /** Star size: `small` in lists, `large` in the review form. */
  size?: 'small' | 'large';
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

function Star() {
  return (
    <svg className="mall-rating-stars__star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

/**
 * A 1–5 star rating. As a choice it is a group of native radio buttons (one per star, visually a
 * star), so arrow keys, Tab and screen readers work as they do for any radio group; read-only it is
 * one picture named by `starLabel(value)`.
 */
export function RatingStars({
  value,
  defaultValue = 0,
  onChange,
  label,
  starLabel,
  max = 5,
  readOnly = false,
  disabled = false,
  describedBy,
  invalid = false,
  size = 'large',
  className,
  ref,
}: RatingStarsProps) {
  const name = useId();
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange });
  const counts = Array.from({ length: max }, (_, index) => index + 1);

  if (readOnly) {
    return (
      <div
        ref={ref}
        role="img"
        aria-label={starLabel(current)}
        className={classNames('mall-rating-stars', className)}
        data-state="read-only"
        data-size={size}
      >
        {counts.map((count) => (
          <span key={count} className="mall-rating-stars__item" data-on={count <= current ? '' : undefined}>
            <Star />
          </span>
        ))}
      </div>
    );
  }

  return (
    <div
      ref={ref}
      role="radiogroup"
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-disabled={disabled || undefined}
      className={classNames('mall-rating-stars', className)}
      data-state={current > 0 ? 'rated' : 'empty'}
      data-size={size}
    >
      {counts.map((count) => (
        // Each star is a label around its radio: tapping the star chooses that many.
        <label key={count} className="mall-rating-stars__item" data-on={count <= current ? '' : undefined}>
          <input
            type="radio"
            className="mall-visually-hidden mall-rating-stars__input"
            name={name}
            value={count}
            checked={current === count}
            disabled={disabled}
            aria-label={starLabel(count)}
            onChange={() => setCurrent(count)}
          />
          <Star />
        </label>
      ))}
    </div>
  );
}
