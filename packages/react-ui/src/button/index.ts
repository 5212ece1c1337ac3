import '../theme-root/theme-root.css';
import { Button as ButtonComponent } from './button';
import './button.css';

export type { ButtonProps, ButtonSize, ButtonVariant } from './button';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** The kit's button: blue primary, red accent (buy, pay), grey secondary, outline and text. */
export const Button = ButtonComponent;
