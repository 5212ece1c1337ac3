export type { SpecPickerProps, SpecPickerState } from './spec-picker';
export { SpecPicker } from './spec-picker';
export type { SpecGroup, SpecOption, SpecSelection, SpecSku } from './spec-selection';
export { defaultSelection, findSku, isOptionAvailable, isOptionInStock } from './spec-selection';
