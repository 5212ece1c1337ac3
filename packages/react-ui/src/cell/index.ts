export type { CellGroupProps, CellProps } from './cell';
export { Cell, CellGroup } from './cell';
