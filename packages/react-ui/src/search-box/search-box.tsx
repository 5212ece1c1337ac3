import { type FormEvent, type Ref, useId } from 'react';
import { Icon } from '../icon';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** The text, when controlled. */
  value?: string;
  /** Text the input starts with, when uncontrolled. */
  defaultValue?: string;
  /** Called with the text after every change. */
  onChange?: (value: string) => void;
  /** Called with the trimmed text on Enter or the search button. Empty searches are not sent. */
  onSearch?: (value: string) => void;
  /** Shown in the empty input. */
  placeholder?: string;
  /** Accessible name of the field, e.g. "Search". */
  label: string;
  /** Text of the search button; without it there is no button (Enter still searches). */
  submitLabel?: string;
  /** Accessible name of the clear button, shown while there is text. */
  clearLabel: string;
  /** Tapping the box calls this instead of typing, e.g. to open the search page from home. */
  onActivate?: () => void;
  /** Focuses the input when shown, e.g. on the search page. */
  autoFocus?: boolean;
  /** Longest text the field takes, in UTF-16 units as `maxlength` counts (the SDK's `SEARCH_KEYWORD_MAX` for a goods search). */
  maxLength?: number;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLInputElement>;
}

/** A rounded search field with clear button; Enter or the button searches. */
export function SearchBox({
  value,
  defaultValue = '',
  onChange,
  onSearch,
  placeholder,
  label,
  submitLabel,
  clearLabel,
  onActivate,
  autoFocus,
  maxLength,
  className,
  ref,
}: SearchBoxProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange });
  const inputId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed) {
      onSearch?.(trimmed);
    }
  }
  return (
    <search className={classNames('mall-search-box', className)} data-state={text ? 'filled' : 'empty'}>
      <form className="mall-search-box__form" onSubmit={submit}>
        <label className="mall-search-box__field" htmlFor={inputId}>
          <Icon name="search" size={18} className="mall-search-box__icon" />
          <span className="mall-visually-hidden">{label}</span>
          <input
            ref={ref}
            id={inputId}
            className="mall-plain-input mall-search-box__input"
            type="search"
            enterKeyHint="search"
            value={text}
            placeholder={placeholder}
            maxLength={maxLength}
            readOnly={onActivate !== undefined}
            // biome-ignore lint/a11y/noAutofocus: the search page opens to type, as shoppers expect.
            autoFocus={autoFocus}
            onClick={onActivate}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        {text && !onActivate && (
          <button
            type="button"
            className="mall-plain-button mall-search-box__clear"
            aria-label={clearLabel}
            onClick={() => setText('')}
          >
            <Icon name="close" size={16} />
          </button>
        )}
        {submitLabel && (
          <button type="submit" className="mall-fill-button mall-search-box__submit">
            {submitLabel}
          </button>
        )}
      </form>
    </search>
  );
}
