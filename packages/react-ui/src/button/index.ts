export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Button } from './button';
