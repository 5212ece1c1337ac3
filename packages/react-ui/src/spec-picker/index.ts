import '../theme-root/theme-root.css';
import { SpecPicker as SpecPickerComponent } from './spec-picker';
import './spec-picker.css';

export type { SpecPickerProps, SpecPickerState } from './spec-picker';
export type { SpecGroup, SpecOption, SpecSelection, SpecSku } from './spec-selection';
export { defaultSelection, findSku, isOptionAvailable, isOptionInStock } from './spec-selection';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const SpecPicker = SpecPickerComponent;
