export type { SwitchProps } from './switch';
export { Switch } from './switch';
