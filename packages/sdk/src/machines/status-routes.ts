import type { StatusTransition } from '../lifecycle/simple-transitions';

/** One eventless transition to the state of a status, guarded by the machine's `hasStatus` guard. */
export interface StatusRoute<Status extends number> {
  readonly guard: { readonly type: 'hasStatus'; readonly params: { readonly status: Status } };
  readonly target: string;
}

/**
 * The transitions to every status a table can reach, each to the state named like the status
 * (`names` is e.g. `WITHDRAWAL_STATUS`), under `parent` when given, so a machine follows the table
 * rather than a copy of it.
 * @example
 * statusRoutes(WITHDRAWAL_TRANSITIONS, WITHDRAWAL_STATUS);
 * // [{ guard: { type: 'hasStatus', params: { status: 1 } }, target: 'agreed' }, { ..., target: 'refused' }]
 */
export function statusRoutes<Status extends number, Event extends string>(
  table: readonly StatusTransition<Status, Event>[],
  names: Readonly<Record<string, Status>>,
  parent?: string,
): StatusRoute<Status>[] {
  const reached = [...new Set(table.map((row) => row.to))];
  return reached.map((status) => {
    const name = Object.keys(names).find((candidate) => names[candidate] === status);
    if (name === undefined) {
      throw new RangeError(`status ${status} has no name`);
    }
    return { guard: { type: 'hasStatus', params: { status } }, target: parent ? `${parent}.${name}` : name };
  });
}
