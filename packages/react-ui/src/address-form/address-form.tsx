import { type FormEvent, type Ref, useState } from 'react';
import { Button } from '../button';
import { classNames } from '../internal/class-names';
import { RegionField } from '../region-field';
import type { RegionOption } from '../region-picker';
import { Switch } from '../switch';
import { TextField } from '../text-field';

/** What the address form collects. */
export interface AddressFormValues {
  /** Who receives the delivery. */
  contactName: string;
  /** The contact's mobile number. */
  mobile: string;
  /** Province, city and district values, province first. */
  region: string[];
  /** Their names, for display. */
  regionLabels: string[];
  /** Street, building and room. */
  detail: string;
  /** Whether this becomes the default address. */
  isDefault: boolean;
}

/** An error message per field, shown under it; a field without one is valid. */
export type AddressFormErrors = Partial<Record<keyof AddressFormValues, string>>;

/** The address form's wording, translated by the app. */
export interface AddressFormLabels {
  /** Label of the contact's name field. */
  contactName: string;
  /** Label of the mobile number field. */
  mobile: string;
  /** Label of the region field. */
  region: string;
  /** Label of the street address field. */
  detail: string;
  /** Label of the "default address" switch. */
  isDefault: string;
  /** Text of the save button. */
  submit: string;
  /** Shown while no region is chosen, and on levels not chosen yet, e.g. "Please select". */
  regionPlaceholder: string;
  /** Names of the region levels, e.g. ["Province", "City", "District"]. */
  regionLevels: readonly string[];
  /** Label of the region picker's close button. */
  close: string;
}

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** Values the form starts with, e.g. the address being edited. */
  defaultValues?: Partial<AddressFormValues>;
  /** Errors by field, already translated (the app validates with the SDK's schema). */
  errors?: AddressFormErrors;
  /** The form's wording. */
  labels: AddressFormLabels;
  /** The regions to choose from: provinces, their cities and districts. */
  regionOptions: readonly RegionOption[];
  /** Called with the values when the shopper saves. */
  onSubmit: (values: AddressFormValues) => void;
  /** Called with all values after every change. */
  onChange?: (values: AddressFormValues) => void;
  /** Disables the submit button while saving. */
  submitting?: boolean;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLFormElement>;
}

const emptyValues: AddressFormValues = {
  contactName: '',
  mobile: '',
  region: [],
  regionLabels: [],
  detail: '',
  isDefault: false,
};

/** The address edit form: contact, mobile, region picker, detailed address, default switch, save. */
export function AddressForm({
  defaultValues,
  errors = {},
  labels,
  regionOptions,
  onSubmit,
  onChange,
  submitting = false,
  className,
  ref,
}: AddressFormProps) {
  const [values, setValues] = useState<AddressFormValues>({ ...emptyValues, ...defaultValues });

  function update(patch: Partial<AddressFormValues>) {
    const next = { ...values, ...patch };
    setValues(next);
    onChange?.(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(values);
  }

  return (
    <form ref={ref} className={classNames('mall-address-form', className)} onSubmit={submit} noValidate>
      <div className="mall-address-form__fields">
        <TextField
          label={labels.contactName}
          name="contactName"
          autoComplete="name"
          required
          value={values.contactName}
          error={errors.contactName}
          onChange={(contactName) => update({ contactName })}
        />
        <TextField
          label={labels.mobile}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          value={values.mobile}
          error={errors.mobile}
          onChange={(mobile) => update({ mobile })}
        />
        <RegionField
          label={labels.region}
          options={regionOptions}
          value={values.region}
          valueText={values.regionLabels.join(' ')}
          onChange={(region, regionLabels) => update({ region, regionLabels })}
          placeholder={labels.regionPlaceholder}
          levelLabels={labels.regionLevels}
          closeLabel={labels.close}
          error={errors.region}
          required
        />
        <TextField
          label={labels.detail}
          name="detail"
          autoComplete="street-address"
          required
          rows={2}
          layout="horizontal"
          value={values.detail}
          error={errors.detail}
          onChange={(detail) => update({ detail })}
        />
      </div>
      <div className="mall-address-form__fields">
        <Switch
          label={labels.isDefault}
          checked={values.isDefault}
          onChange={(isDefault) => update({ isDefault })}
        />
      </div>
      <div className="mall-address-form__submit">
        <Button type="submit" size="large" block disabled={submitting}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
