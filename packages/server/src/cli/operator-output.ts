import { columnForKey, columnsFor } from './operator-columns';
import { type Column, renderRecord, renderTable, valueAt } from './table';

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isPage(
  value: unknown,
): value is { list: unknown[]; pagination: { page: number; size: number; total: number } } {
  return (
    isRow(value) &&
    Array.isArray(value.list) &&
    isRow(value.pagination) &&
    typeof value.pagination.total === 'number'
  );
}

/** `page 1 of 3, 42 in all` */
export function pageFooter(pagination: { page: number; size: number; total: number }): string {
  const pages = Math.max(1, Math.ceil(pagination.total / Math.max(1, pagination.size)));
  return `page ${pagination.page} of ${pages}, ${pagination.total} in all`;
}

function rowsOf(list: unknown[]): Row[] {
  return list.map((item) => (isRow(item) ? item : { value: item }));
}

/** One object: the action's mapped keys first, then every other key, each as its name says. */
function recordColumns(action: string, record: Row): Column[] {
  const mapped = columnsFor(action, [record]);
  const named = new Set(mapped.map((column) => column.key.split('.')[0]));
  const rest = Object.keys(record)
    .filter((key) => !named.has(key))
    .map(columnForKey);
  return [...mapped, ...rest].filter((column) => valueAt(record, column.key) !== undefined);
}

/**
 * What an action answered, as a person reads it: a page as a table with its footer, a list as a
 * table, an object as aligned `key value` lines (lists inside it as tables below), nothing as
 * `done`. `--json` prints the answer itself instead.
 */
export function renderResult(action: string, data: unknown): string {
  if (data === null || data === undefined) {
    return 'done';
  }
  if (isPage(data)) {
    const rows = rowsOf(data.list);
    return `${renderTable(columnsFor(action, rows), rows)}\n${pageFooter(data.pagination)}`;
  }
  if (Array.isArray(data)) {
    const rows = rowsOf(data);
    return `${renderTable(columnsFor(action, rows), rows)}\n${rows.length} in all`;
  }
  if (isRow(data)) {
    const lists = Object.entries(data).filter(
      (entry): entry is [string, unknown[]] =>
        Array.isArray(entry[1]) && entry[1].every(isRow) && entry[1].length > 0,
    );
    const scalar = Object.fromEntries(
      Object.entries(data).filter(([key]) => !lists.some(([name]) => name === key)),
    );
    const parts = [renderRecord(recordColumns(action, scalar), scalar)];
    for (const [name, list] of lists) {
      const rows = rowsOf(list);
      parts.push(`\n${name}:\n${renderTable(columnsFor(`${action}#${name}`, rows), rows)}`);
    }
    return parts.join('\n');
  }
  return String(data);
}
