import '../theme-root/theme-root.css';
import { FormField as FormFieldComponent } from './form-field';
import './form-field.css';

export type { FormFieldControlProps, FormFieldLayout, FormFieldProps, FormFieldState } from './form-field';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** Label, control, hint and error text of one form field, wired for assistive technology. */
export const FormField = FormFieldComponent;
