/**
 * Plain-text tables for people reading a terminal: one header line, a rule, one line per row,
 * columns as wide as their widest cell (wide East Asian characters count two), long text cut with
 * an ellipsis, numbers right-aligned.
 */

/** One column of a table: where its value is, its title, and how it is written. */
export interface Column {
  /** The row's key, or a dotted path into it (`refund.reason`). */
  key: string;
  /** The header; the key when left out. */
  title?: string;
  /** Writes the value; `String(value)` (empty for null) by default. */
  format?: (value: unknown, row: Record<string, unknown>) => string;
  /** Cut longer text to this many columns, ending in `…` (default 40). */
  max?: number;
  /** `right` for amounts and counts; numbers are right-aligned anyway. */
  align?: 'left' | 'right';
}

const DEFAULT_MAX = 40;

/** The value at a dotted path of a row (`undefined` when any step is missing). */
export function valueAt(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object') {
      return undefined;
    }
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

// Wide and full-width characters (CJK, Hangul, full-width forms, most emoji) take two columns.
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;
/** Marks that combine with the character before them, and invisible joiners, take no column. */
function zeroWidth(code: number): boolean {
  return (
    (code >= 0x300 && code <= 0x36f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0xfe00 && code <= 0xfe0f)
  );
}

function charWidth(char: string): number {
  if (zeroWidth(char.codePointAt(0) ?? 0)) {
    return 0;
  }
  return WIDE.test(char) ? 2 : 1;
}

/** How many terminal columns a text takes. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    width += charWidth(char);
  }
  return width;
}

/** The text cut to at most `max` columns, ending in `…` when it was cut. */
export function truncate(text: string, max: number): string {
  if (displayWidth(text) <= max) {
    return text;
  }
  let width = 0;
  let kept = '';
  for (const char of text) {
    const next = charWidth(char);
    if (width + next > max - 1) {
      break;
    }
    kept += char;
    width += next;
  }
  return `${kept}…`;
}

function pad(text: string, width: number, align: 'left' | 'right'): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'right' ? fill + text : text + fill;
}

/** A cell's text on one line: objects as JSON, line breaks and runs of spaces as one space. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.replace(/\s+/g, ' ').trim();
}

/** The rows as a table; an empty list gives the header and `(none)`. */
export function renderTable(columns: readonly Column[], rows: readonly Record<string, unknown>[]): string {
  const cells = rows.map((row) =>
    columns.map((column) => {
      const value = valueAt(row, column.key);
      const text = column.format ? column.format(value, row) : plainText(value);
      return truncate(text.replace(/\s+/g, ' ').trim(), column.max ?? DEFAULT_MAX);
    }),
  );
  const aligns = columns.map((column, index) => {
    if (column.align) {
      return column.align;
    }
    const numeric =
      rows.length > 0 && rows.every((row) => typeof valueAt(row, columns[index]?.key ?? '') === 'number');
    return numeric ? 'right' : 'left';
  });
  const titles = columns.map((column) => column.title ?? column.key);
  const widths = titles.map((title, index) =>
    Math.max(displayWidth(title), ...cells.map((line) => displayWidth(line[index] ?? ''))),
  );
  const line = (texts: string[]) =>
    texts
      .map((text, index) => pad(text, widths[index] ?? 0, aligns[index] ?? 'left'))
      .join('  ')
      .trimEnd();
  const out = [line(titles), widths.map((width) => '-'.repeat(width)).join('  ')];
  out.push(...cells.map(line));
  if (rows.length === 0) {
    out.push('(none)');
  }
  return out.join('\n');
}

/** One object as `key  value` lines, keys aligned; nested objects on one line as JSON. */
export function renderRecord(columns: readonly Column[], record: Record<string, unknown>): string {
  const titles = columns.map((column) => column.title ?? column.key);
  const width = Math.max(0, ...titles.map(displayWidth));
  return columns
    .map((column, index) => {
      const value = valueAt(record, column.key);
      const text = column.format ? column.format(value, record) : plainText(value);
      return `${pad(titles[index] ?? '', width, 'left')}  ${truncate(text, column.max ?? 100)}`.trimEnd();
    })
    .join('\n');
}
