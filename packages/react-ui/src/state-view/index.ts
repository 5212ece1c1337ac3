export type { StateViewProps, StateViewStatus } from './state-view';
export { StateView } from './state-view';
