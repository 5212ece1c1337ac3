import '../theme-root/theme-root.css';
import { Cell as CellComponent, CellGroup as CellGroupComponent } from './cell';
import './cell.css';

export type { CellGroupProps, CellProps } from './cell';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const Cell = CellComponent;
export const CellGroup = CellGroupComponent;
