import { type Ref, useId, useState } from 'react';
import { Icon } from '../icon';
import { IconButton } from '../icon-button';
import { classNames } from '../internal/class-names';
import { Overlay } from '../internal/overlay';

/** A region, with the regions below it. */
export interface RegionOption {
  /** The region's code. */
  value: string;
  /** The region's name. */
  label: string;
  /** The regions below it, e.g. the cities of a province. */
  children?: readonly RegionOption[];
}

/** Props of {@link RegionPicker}. */
export interface RegionPickerProps {
  /** Whether the picker is shown. */
  open: boolean;
  /** Called when the shopper closes the picker. */
  onClose: () => void;
  /** Province, city and district tree (from the dictionary data). */
  options: readonly RegionOption[];
  /** The chosen values, province first; empty until chosen. */
  value?: readonly string[];
  /** Called once the last level is chosen, with values and labels, province first. */
  onChange: (values: string[], labels: string[]) => void;
  /** The picker's title. */
  title: string;
  /** Names of the levels, e.g. ["Province", "City", "District"]. */
  levelLabels: readonly string[];
  /** Shown on a level not chosen yet, e.g. "Please select". */
  placeholder: string;
  /** Label of the close button. */
  closeLabel: string;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

/** The options at each level for a path of chosen values. */
function levelsFor(options: readonly RegionOption[], path: readonly string[]): RegionOption[][] {
  const levels: RegionOption[][] = [[...options]];
  let current = options;
  for (const value of path) {
    const chosen = current.find((option) => option.value === value);
    if (!chosen?.children?.length) {
      break;
    }
    current = chosen.children;
    levels.push([...current]);
  }
  return levels;
}

/** The level to show for a path of this length: the last chosen one, or the first. */
function lastLevel(chosen: number, levels: number): number {
  return Math.max(0, Math.min(chosen, levels) - 1);
}

/**
 * Province / city / district picker in a bottom sheet, as on shop address forms: the chosen path
 * as tabs at the top, the options of the current level below; choosing the last level finishes.
 */
export function RegionPicker({
  open,
  onClose,
  options,
  value = [],
  onChange,
  title,
  levelLabels,
  placeholder,
  closeLabel,
  className,
  ref,
}: RegionPickerProps) {
  const [path, setPath] = useState<string[]>([...value]);
  const [level, setLevel] = useState(() => lastLevel(value.length, levelLabels.length));
  const titleId = useId();
  const levels = levelsFor(options, path);

  // Every opening starts again from the committed value, so cancelling drops half-made choices.
  // Reset while rendering (not in an effect) so focus lands on the right level at once.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPath([...value]);
      setLevel(lastLevel(value.length, levelLabels.length));
    }
  }

  function choose(option: RegionOption) {
    const nextPath = [...path.slice(0, level), option.value];
    setPath(nextPath);
    if (option.children?.length && level + 1 < levelLabels.length) {
      setLevel(level + 1);
      return;
    }
    const labels = levelsFor(options, nextPath).map(
      (choices, index) => choices.find((choice) => choice.value === nextPath[index])?.label ?? '',
    );
    onChange(nextPath, labels.slice(0, nextPath.length));
    onClose();
  }

  const shownLevels = levelLabels.slice(0, Math.min(levelLabels.length, path.length + 1));
  const currentOptions = levels[level] ?? [];
  return (
    <Overlay
      ref={ref}
      open={open}
      onClose={onClose}
      placement="bottom"
      labelledBy={titleId}
      className={classNames('mall-region-picker', className)}
    >
      <div className="mall-region-picker__header">
        <h2 id={titleId} className="mall-region-picker__title">
          {title}
        </h2>
        <IconButton
          className="mall-region-picker__close"
          icon="close"
          iconSize={20}
          label={closeLabel}
          onClick={onClose}
        />
      </div>
      <div className="mall-region-picker__levels">
        {shownLevels.map((levelLabel, index) => {
          const chosen = levels[index]?.find((option) => option.value === path[index]);
          return (
            <button
              key={levelLabel}
              type="button"
              className="mall-plain-button mall-region-picker__level"
              data-state={index === level ? 'active' : 'inactive'}
              aria-current={index === level ? 'step' : undefined}
              onClick={() => setLevel(index)}
            >
              <span className="mall-visually-hidden">{levelLabel}: </span>
              {chosen?.label ?? placeholder}
            </button>
          );
        })}
      </div>
      <ul className="mall-region-picker__options" aria-label={levelLabels[level]}>
        {currentOptions.map((option, index) => {
          const isChosen = path[level] === option.value;
          // Focus opens on the current choice (or the first option), where the shopper will act.
          const autofocus = isChosen || (index === 0 && !path[level]);
          return (
            <li key={option.value}>
              <button
                type="button"
                className="mall-plain-button mall-region-picker__option"
                data-state={isChosen ? 'checked' : 'unchecked'}
                data-autofocus={autofocus ? '' : undefined}
                aria-pressed={isChosen}
                onClick={() => choose(option)}
              >
                {option.label}
                {isChosen && <Icon name="check" size={18} />}
              </button>
            </li>
          );
        })}
      </ul>
    </Overlay>
  );
}
