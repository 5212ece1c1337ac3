import { TextField, type TextFieldProps } from '@mall/react-ui';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { useI18n } from '../i18n/i18n-context';

/** A form's control, whatever its context and parsed output. */
// biome-ignore lint/suspicious/noExplicitAny: the context and output play no part in binding a field.
export type FormControl<Values extends FieldValues> = Control<Values, any, any>;

/** The name of a text field of the form's values. */
export type TextFieldName<Values extends FieldValues> = FieldPathByValue<Values, string | undefined>;

type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref' | 'name'
> & {
  /** The form's control (`form.control`). */
  control: FormControl<Values>;
  /** The field's name in the form's values. */
  name: TextFieldName<Values>;
  /** The input's own `name` attribute (for autofill), when it differs from the field's. */
  inputName?: string;
};

/** A kit `TextField` bound to one field of a react-hook-form form, showing that field's error. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  inputName,
  ...props
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={inputName ?? name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      error={fieldState.error?.message}
    />
  );
}

/**
 * The field a shopper chooses a new password in (registration, the password change): masked,
 * offered to the password manager as a new password, with the SDK's rule shown as its placeholder.
 */
export function NewPasswordField<Values extends FieldValues>({
  control,
  name,
  label,
}: {
  control: FormControl<Values>;
  name: TextFieldName<Values>;
  label: string;
}) {
  const { t } = useI18n();
  return (
    <FormTextField
      control={control}
      name={name}
      inputName="new-password"
      label={label}
      type="password"
      required
      layout="vertical"
      placeholder={t('login.newPasswordPlaceholder')}
      autoComplete="new-password"
    />
  );
}
