/** `query` (already encoded) appended to `url`, after `?` or `&` as the URL needs. */
export function appendQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * `path` below `base`, with exactly one slash between them.
 * @example
 * joinUrl('https://shop.example/api/', '/app/order/info/create'); // 'https://shop.example/api/app/order/info/create'
 */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
