import { type FormEvent, type Ref, useState } from 'react';
import { Button } from '../button';
import { classNames } from '../internal/class-names';
import { RegionField } from '../region-field';
import type { RegionOption } from '../region-picker';
import { Switch } from '../switch';
import { TextField } from '../text-field';

export interface AddressFormValues {
  contactName: string;
  mobile: string;
  /** Province, city and district values, province first. */
  region: string[];
  /** Their names, for display. */
  regionLabels: string[];
  detail: string;
  isDefault: boolean;
}

export type AddressFormErrors = Partial<Record<keyof AddressFormValues, string>>;

export interface AddressFormLabels {
  contactName: string;
  mobile: string;
  region: string;
  detail: string;
  isDefault: string;
  submit: string;
  /** Shown while no region is chosen, and on levels not chosen yet, e.g. "Please select". */
  regionPlaceholder: string;
  /** Names of the region levels, e.g. ["Province", "City", "District"]. */
  regionLevels: readonly string[];
  close: string;
}

export interface AddressFormProps {
  defaultValues?: Partial<AddressFormValues>;
  /** Errors by field, already translated (the app validates with the SDK's schema). */
  errors?: AddressFormErrors;
  labels: AddressFormLabels;
  regionOptions: readonly RegionOption[];
  onSubmit: (values: AddressFormValues) => void;
  onChange?: (values: AddressFormValues) => void;
  /** Disables the submit button while saving. */
  submitting?: boolean;
  className?: string;
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
