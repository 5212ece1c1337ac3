/**
 * The values an `Accept`-style header (`Accept`, `Accept-Encoding`) takes: each listed value,
 * lower-cased, except those refused with `q=0`. Preference by `q` is left to the caller, which
 * offers its own order.
 */
export function acceptedValues(header: string | undefined): Set<string> {
  const values = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [value = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.map((parameter) => /^q=([\d.]+)$/.exec(parameter)?.[1]).find(Boolean);
    if (value && (q === undefined || Number(q) > 0)) {
      values.add(value);
    }
  }
  return values;
}
