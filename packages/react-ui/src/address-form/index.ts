export type {
  AddressFormErrors,
  AddressFormLabels,
  AddressFormProps,
  AddressFormValues,
} from './address-form';
export { AddressForm } from './address-form';
