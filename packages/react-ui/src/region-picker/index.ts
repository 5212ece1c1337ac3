export type { RegionOption, RegionPickerProps } from './region-picker';
export { RegionPicker } from './region-picker';
