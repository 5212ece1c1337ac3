import '../theme-root/theme-root.css';
import { RegionField as RegionFieldComponent } from './region-field';
import './region-field.css';

export type { RegionFieldProps, RegionFieldState } from './region-field';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * A form field whose control is a button showing the chosen region; it opens a {@link RegionPicker}.
 * Its own component so every address form (the kit's and a form library's) draws and names it alike.
 */
export const RegionField = RegionFieldComponent;
