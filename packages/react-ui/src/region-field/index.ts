import '../theme-root/theme-root.css';
import { RegionField as RegionFieldComponent } from './region-field';
import './region-field.css';

export type { RegionFieldProps, RegionFieldState } from './region-field';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const RegionField = RegionFieldComponent;
