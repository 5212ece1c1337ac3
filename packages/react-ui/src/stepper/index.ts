import '../theme-root/theme-root.css';
import { Stepper as StepperComponent } from './stepper';
import './stepper.css';

export type { StepperProps, StepperState } from './stepper';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** Quantity stepper: minus, a typed number, plus; kept within min and max. */
export const Stepper = StepperComponent;
