import '../theme-root/theme-root.css';
import { SpecPicker as SpecPickerComponent } from './spec-picker';
import './spec-picker.css';

export type { SpecPickerProps, SpecPickerState } from './spec-picker';
export type { SpecGroup, SpecOption, SpecSelection, SpecSku } from './spec-selection';
export { defaultSelection, findSku, isOptionAvailable, isOptionInStock } from './spec-selection';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * The SKU picker of the goods page: price and stock of the chosen spec, one choice per
 * specification class (options that cannot lead to stock are disabled), and the quantity.
 */
export const SpecPicker = SpecPickerComponent;
