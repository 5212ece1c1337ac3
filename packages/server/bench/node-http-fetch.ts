/**
 * A `fetch` on `node:http` for the order benchmark's shoppers (`@mall/sdk`'s `fetch` option). The
 * load generator shares the machine's cores with the server it measures, and Node's own `fetch`
 * (undici, WHATWG streams) cost it about as much CPU per order as the server spent: this one sends
 * the same requests — method, address, the SDK's headers and body, and the headers Node's `fetch`
 * adds (its `accept-encoding` too, so the server compresses what it compressed before) — over
 * keep-alive sockets, and answers a standard `Response`.
 */
import { Agent, request } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

/** What Node 20's `fetch` adds to a request of the SDK's. */
const FETCH_HEADERS: Record<string, string> = {
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate',
};

/** Statuses whose answer has no body (a `Response` refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

function decoded(bytes: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') {
    return gunzipSync(bytes);
  }
  return encoding === 'deflate' ? inflateSync(bytes) : bytes;
}

/** A `fetch` over keep-alive `node:http` sockets, for JSON calls with a string body or none. */
export function nodeHttpFetch(): typeof fetch {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const send = (input: string | URL | Request, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const headers: Record<string, string> = { ...FETCH_HEADERS };
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
        reject(new Error('nodeHttpFetch sends string bodies only'));
        return;
      }
      const body = init.body ?? undefined;
      if (body !== undefined) {
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      const outgoing = request(
        String(input),
        { method: init.method ?? 'GET', headers, agent, signal: init.signal ?? undefined },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 0;
            const answered = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              // The body handed on is decoded, as `fetch` hands it on.
              if (value !== undefined && name !== 'content-encoding' && name !== 'content-length') {
                answered.set(name, Array.isArray(value) ? value.join(', ') : value);
              }
            }
            const bytes = decoded(Buffer.concat(chunks), incoming.headers['content-encoding']);
            resolve(
              new Response(NO_BODY.has(status) ? null : new Uint8Array(bytes), { status, headers: answered }),
            );
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return send as typeof fetch;
}
