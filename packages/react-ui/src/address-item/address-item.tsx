import { type Ref, useId } from 'react';
import { Icon } from '../icon';
import { classNames } from '../internal/class-names';
import { PressableArea } from '../internal/pressable-area';
import { selectionState } from '../internal/selection-state';

/** Props of {@link AddressItem}. */
export interface AddressItemProps {
  /** Who receives the delivery. */
  contactName: string;
  /** The contact's mobile number, as shown. */
  mobile: string;
  /** Province, city and district, already joined for display. */
  region: string;
  /** Street, building and room. */
  detail: string;
  /** Marks the shopper's default address with `defaultLabel`. */
  isDefault?: boolean;
  /** Tag text for the default address, e.g. "Default". */
  defaultLabel?: string;
  /** Choosing the address (e.g. at checkout); the address becomes one button. */
  onSelect?: () => void;
  /** Marks the chosen address when choosing. */
  selected?: boolean;
  /** Shows the edit button and is called when it is tapped. */
  onEdit?: () => void;
  /** Accessible name of the edit button, e.g. "Edit". */
  editLabel?: string;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLElement>;
}

/** A delivery address: contact and mobile, the default tag, the address, and an edit button. */
export function AddressItem({
  contactName,
  mobile,
  region,
  detail,
  isDefault = false,
  defaultLabel,
  onSelect,
  selected,
  onEdit,
  editLabel,
  className,
  ref,
}: AddressItemProps) {
  const contactId = useId();
  const content = (
    <>
      <span className="mall-address-item__line">
        <span className="mall-address-item__contact" id={contactId}>
          {contactName}
        </span>
        <span className="mall-address-item__mobile">{mobile}</span>
        {isDefault && defaultLabel && <span className="mall-address-item__tag">{defaultLabel}</span>}
      </span>
      <span className="mall-address-item__address">
        {region} {detail}
      </span>
    </>
  );
  const state = selectionState(onSelect !== undefined, selected);
  return (
    <article ref={ref} className={classNames('mall-address-item', className)} data-state={state}>
      <Icon name="location" size={20} className="mall-address-item__icon" />
      <PressableArea className="mall-address-item__main" onPress={onSelect} pressed={selected}>
        {content}
      </PressableArea>
      {onEdit && (
        <button
          type="button"
          className="mall-plain-button mall-icon-button mall-address-item__edit"
          aria-label={editLabel}
          aria-describedby={contactId}
          onClick={onEdit}
        >
          <Icon name="edit" size={20} />
        </button>
      )}
    </article>
  );
}
