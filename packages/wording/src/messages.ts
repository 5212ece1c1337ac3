/** A locale's messages, flattened to dotted keys (`home.searchPlaceholder`). */
export type Messages = Readonly<Record<string, string>>;

/** Values substituted into `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A locale's words as the area files nest them: namespaces of words (or of further namespaces). */
export type Nested = { readonly [key: string]: string | Nested };

/** Flattens nested words into dotted keys. */
export function flattenMessages(tree: Nested, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      flat[path] = value;
    } else {
      Object.assign(flat, flattenMessages(value, path));
    }
  }
  return flat;
}

/** Replaces `{name}` placeholders; unknown placeholders stay as written. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) {
    return template;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Translates a key: the locale's message, else the fallback locale's, else the key itself (so a
 * missing text is visible instead of blank).
 */
export function translate(
  messages: Messages,
  fallback: Messages,
  key: string,
  params?: MessageParams,
): string {
  const template = messages[key] ?? fallback[key] ?? key;
  return interpolate(template, params);
}
