import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '../server-context';

/** The policy of every answer that is not the app's page: it is data, never a document to run. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The security headers of an API answer (see {@link securityHeaders}). */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': API_POLICY,
  'X-Frame-Options': 'DENY',
});

// Answers built with their security headers already (see `securedResponse`), left as they are: reading
// `headers` of the node adapter's light response would build a full `Headers` object per request.
const secured = new WeakSet<Response>();

/** `headers` with the security headers of an API answer added. */
export function withApiSecurityHeaders(headers: Record<string, string>): Record<string, string> {
  return { ...headers, ...API_SECURITY_HEADERS };
}

/**
 * An API answer whose `headers` hold its security headers already ({@link withApiSecurityHeaders}):
 * a plain header object the node adapter writes as it is, so the answer costs no `Headers` object
 * on its way out.
 */
export function securedResponse(
  body: string | Uint8Array<ArrayBuffer>,
  status: number,
  headers: Record<string, string>,
) {
  const response = new Response(body, { status, headers });
  secured.add(response);
  return response;
}

/**
 * Headers every answer carries: no MIME sniffing, no full URLs leaking to other sites, and a
 * content security policy that lets nothing run or frame it — the app's page sets its own.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (context, next) => {
    await next();
    if (secured.has(context.res)) {
      return;
    }
    const headers = context.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', API_POLICY);
      headers.set('X-Frame-Options', 'DENY');
    }
  };
}

function originOf(url: string | undefined): string | undefined {
  return url ? new URL(url).origin : undefined;
}

/** The `'sha256-…'` source of an inline script's or stylesheet's text. */
export function inlineHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** This origin and, in `aws` mode, the upload host: where the app's calls and pictures go. */
function appHosts(server: ServerContext): string[] {
  const { env } = server;
  const uploads = env.UPLOAD_MODE === 'aws' ? [originOf(env.S3_PUBLIC_URL), originOf(env.S3_ENDPOINT)] : [];
  return [...new Set([originOf(server.publicUrl), ...uploads].filter((origin) => origin !== undefined))];
}

/**
 * The policy of the app's service worker (`sw.js`; a worker runs under its script's policy, not the
 * page's): no scripts but its own file, fetches (the build's files, pictures) to where the page's go.
 */
export function serviceWorkerPolicy(server: ServerContext): string {
  return ["default-src 'none'", `connect-src 'self' ${appHosts(server).join(' ')}`.trim()].join('; ');
}

/**
 * The headers of the app's page: scripts and styles only from this origin (and the inline scripts
 * and stylesheets the server itself writes into the page, by hash), no plugins, no `<base>`, pictures from here, data and blob
 * URLs and the upload host, calls and the chat socket to this origin (and the upload host in `aws`
 * mode), framed only by `FRAME_ANCESTORS`.
 */
export function appPageHeaders(
  server: ServerContext,
  inlineScripts: readonly string[],
  inlineStyles: readonly string[] = [],
): Record<string, string> {
  const { env } = server;
  const hosts = appHosts(server);
  const policy = [
    "default-src 'self'",
    `script-src 'self'${inlineScripts.map((script) => ` ${inlineHash(script)}`).join('')}`,
    `style-src 'self'${inlineStyles.map((style) => ` ${inlineHash(style)}`).join('')}`,
    `img-src 'self' data: blob: ${hosts.join(' ')}`.trim(),
    `media-src 'self' blob: ${hosts.join(' ')}`.trim(),
    `connect-src 'self' ${hosts.join(' ')}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${env.FRAME_ANCESTORS}`,
  ].join('; ');
  const headers: Record<string, string> = { 'Content-Security-Policy': policy };
  // The older header knows only "nobody" and "this origin"; a list of origins is the CSP's alone.
  if (env.FRAME_ANCESTORS === "'self'") {
    headers['X-Frame-Options'] = 'SAMEORIGIN';
  } else if (env.FRAME_ANCESTORS === "'none'") {
    headers['X-Frame-Options'] = 'DENY';
  }
  return headers;
}
