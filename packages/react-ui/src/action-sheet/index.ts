export type { ActionSheetAction, ActionSheetProps } from './action-sheet';
export { ActionSheet } from './action-sheet';
