export type { RegionFieldProps, RegionFieldState } from './region-field';
export { RegionField } from './region-field';
