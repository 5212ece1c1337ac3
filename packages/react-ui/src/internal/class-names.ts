/** Joins class names, skipping empty ones, so components can add a caller's `className`. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
