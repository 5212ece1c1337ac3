export type { TextFieldProps } from './text-field';
export { TextField } from './text-field';
