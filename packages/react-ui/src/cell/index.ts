import '../theme-root/theme-root.css';
import { Cell as CellComponent, CellGroup as CellGroupComponent } from './cell';
import './cell.css';

export type { CellGroupProps, CellProps } from './cell';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** One row of a settings or menu list; a link or button with a chevron when it leads somewhere. */
export const Cell = CellComponent;
/** A rounded card of cells, optionally with a heading. */
export const CellGroup = CellGroupComponent;
