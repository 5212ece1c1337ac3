export type { NavBarProps, NavBarVariant } from './nav-bar';
export { NavBar } from './nav-bar';
