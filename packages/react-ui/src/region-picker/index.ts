import '../theme-root/theme-root.css';
import { RegionPicker as RegionPickerComponent } from './region-picker';
import '../internal/overlay.css';
import './region-picker.css';

export type { RegionOption, RegionPickerProps } from './region-picker';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * Province / city / district picker in a bottom sheet, as on shop address forms: the chosen path
 * as tabs at the top, the options of the current level below; choosing the last level finishes.
 */
export const RegionPicker = RegionPickerComponent;
