import '../theme-root/theme-root.css';
import { AddressForm as AddressFormComponent } from './address-form';
import './address-form.css';

export type {
  AddressFormErrors,
  AddressFormLabels,
  AddressFormProps,
  AddressFormValues,
} from './address-form';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** The address edit form: contact, mobile, region picker, detailed address, default switch, save. */
export const AddressForm = AddressFormComponent;
