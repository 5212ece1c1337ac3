export type { FormFieldControlProps, FormFieldLayout, FormFieldProps, FormFieldState } from './form-field';
export { FormField } from './form-field';
