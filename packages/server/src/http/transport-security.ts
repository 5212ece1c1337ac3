import type { IncomingMessage } from 'node:http';

/**
 * HTTP Strict Transport Security for answers that reached the shopper over TLS: a year, this host
 * and its subdomains. A browser that saw it once goes to the shop over HTTPS only (ASVS 3.4.1).
 */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Whether a request came to the shop over TLS. The server itself speaks plain HTTP behind a proxy
 * that ends TLS, so it knows only what a trusted proxy says in `X-Forwarded-Proto`: with
 * `TRUST_PROXY=0` nothing (any client could write the header); with `TRUST_PROXY=N` the N-th
 * entry from the right, as `X-Forwarded-For` is read (`clientAddress` in
 * `services/rate-limit.service.ts`), the left-most when there are fewer.
 */
export function cameOverTls(request: IncomingMessage, trustProxy: number): boolean {
  if (trustProxy === 0) {
    return false;
  }
  const header = request.headers['x-forwarded-proto'];
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) {
    return false;
  }
  const entries = value.split(',');
  const entry = entries[Math.max(0, entries.length - trustProxy)] ?? '';
  return entry.trim().toLowerCase() === 'https';
}
