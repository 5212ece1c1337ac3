/** `idle` when the item cannot be chosen here; otherwise whether it is the chosen one. */
export type SelectionState = 'idle' | 'selected' | 'unselected';

export function selectionState(selectable: boolean, selected: boolean | undefined): SelectionState {
  if (!selectable) {
    return 'idle';
  }
  return selected ? 'selected' : 'unselected';
}
