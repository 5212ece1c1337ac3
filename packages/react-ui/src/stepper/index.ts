export type { StepperProps, StepperState } from './stepper';
export { Stepper } from './stepper';
