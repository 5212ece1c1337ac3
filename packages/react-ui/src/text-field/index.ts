import '../theme-root/theme-root.css';
import { TextField as TextFieldComponent } from './text-field';
import './text-field.css';

export type { TextFieldProps } from './text-field';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** A labelled text input (or textarea) with hint and error text. */
export const TextField = TextFieldComponent;
