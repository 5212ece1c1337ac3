import type { DictEntry } from '@mall/sdk/schemas';

/** The dictionary value of an entry as the wire's integer `type`, or `undefined` when it has none. */
export function typeValueOf(entry: DictEntry): number | undefined {
  const value = Number(entry.value ?? Number.NaN);
  return Number.isInteger(value) ? value : undefined;
}

/** The name of the dictionary entry whose value is `type`: nothing while the dictionary loads, `fallback` when it lacks it. */
export function typeNameOf(types: readonly DictEntry[] | undefined, type: number, fallback: string): string {
  if (types === undefined) {
    return '';
  }
  return types.find((entry) => typeValueOf(entry) === type)?.name ?? fallback;
}
