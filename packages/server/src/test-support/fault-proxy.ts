import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the proxy does with one request:
 * - `forward`: passes it to the server and the answer back;
 * - `dropBefore`: cuts the connection without passing it on (the server never sees it);
 * - `dropAfter`: passes it on, waits for the server's whole answer, then cuts the connection
 *   instead of returning it (the server did the work, the client never learns);
 * - `hold`: keeps it past the client's timeout, then passes it on anyway (a late copy that reaches
 *   the server after the client gave up, or even after its retry) and cuts the connection;
 * - `badGateway`: answers 502 itself (the server never sees it).
 */
export const FAULT_KINDS = ['forward', 'dropBefore', 'dropAfter', 'hold', 'badGateway'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultProxyOptions {
  /** The server's origin, e.g. `http://127.0.0.1:3000`. */
  target: string;
  /** The seed of the plan: the same seed gives the same sequence of faults. */
  seed: number;
  /** Relative weight of each kind; a kind left out never happens. */
  weights: Partial<Record<FaultKind, number>>;
  /** How long `hold` keeps a request before passing it on (set it above the client's timeout). */
  holdMs?: number;
}

export interface FaultProxy {
  /** `http://127.0.0.1:<port>`: point clients here instead of the server. */
  origin: string;
  /** How many requests got each kind, so far. */
  counts(): Record<FaultKind, number>;
  /** How many requests reached the server (forwarded, dropped after, held and passed on late). */
  reachedServer(): number;
  /** How many answers passed back carried `Idempotent-Replayed` (a retry the server recognised). */
  replays(): number;
  /** Resolves once no request is being held or passed on (late copies included). */
  idle(): Promise<void>;
  /** One line: the requests seen and what was done to them. */
  summary(): string;
  close(): Promise<void>;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// Headers that belong to one connection, never passed across the proxy.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
    stream.on('aborted', () => reject(new Error('request aborted')));
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local HTTP proxy that injects network faults between a client and the server, picking one
 * {@link FaultKind} per request from a seeded plan, and counting what it did.
 */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target);
  const holdMs = options.holdMs ?? 1_000;
  const random = seededRandom(options.seed);
  const weighted = FAULT_KINDS.map((kind) => [kind, options.weights[kind] ?? 0] as const).filter(
    ([, weight]) => weight > 0,
  );
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  if (total <= 0) {
    throw new Error('the fault proxy needs at least one kind with a positive weight');
  }
  const counts = Object.fromEntries(FAULT_KINDS.map((kind) => [kind, 0])) as Record<FaultKind, number>;
  let reached = 0;
  let replays = 0;
  let upstreamErrors = 0;
  let pending = 0;
  let waiters: (() => void)[] = [];
  const agent = new Agent({ keepAlive: true });

  function pick(): FaultKind {
    let roll = random() * total;
    for (const [kind, weight] of weighted) {
      roll -= weight;
      if (roll < 0) {
        return kind;
      }
    }
    return weighted[weighted.length - 1]?.[0] ?? 'forward';
  }

  function forward(request: IncomingMessage, body: Buffer): Promise<Answer> {
    reached += 1;
    return new Promise((resolve, reject) => {
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          agent,
          headers: { ...endToEnd(request.headers), host: target.host, 'content-length': body.length },
        },
        (response) => {
          readBody(response).then(
            (answer) =>
              resolve({ status: response.statusCode ?? 502, headers: response.headers, body: answer }),
            reject,
          );
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });
  }

  function cut(response: ServerResponse): void {
    response.socket?.destroy();
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const fault = pick();
    counts[fault] += 1;
    const body = await readBody(request);
    if (fault === 'dropBefore') {
      cut(response);
      return;
    }
    if (fault === 'badGateway') {
      response.writeHead(502, { 'content-type': 'text/plain', 'content-length': 11 }).end('Bad Gateway');
      return;
    }
    if (fault === 'hold') {
      await new Promise((resolve) => setTimeout(resolve, holdMs));
    }
    const answer = await forward(request, body);
    if (fault !== 'forward') {
      cut(response);
      return;
    }
    if (answer.headers['idempotent-replayed'] === 'true') {
      replays += 1;
    }
    const headers = { ...endToEnd(answer.headers), 'content-length': answer.body.length };
    response.writeHead(answer.status, headers).end(answer.body);
  }

  const server = createServer((request, response) => {
    pending += 1;
    handle(request, response)
      .catch(() => {
        // The server could not be reached or the client went away mid-request: what a gateway
        // says then, if anyone still listens.
        upstreamErrors += 1;
        if (!response.headersSent && !response.destroyed) {
          response.writeHead(502).end();
        }
      })
      .finally(() => {
        pending -= 1;
        if (pending === 0) {
          const woken = waiters;
          waiters = [];
          for (const wake of woken) {
            wake();
          }
        }
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    counts: () => ({ ...counts }),
    reachedServer: () => reached,
    replays: () => replays,
    idle: () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    summary() {
      const seen = FAULT_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
      const kinds = FAULT_KINDS.map((kind) => `${kind} ${counts[kind]}`).join(', ');
      return `${seen} requests: ${kinds}; ${reached} reached the server, ${replays} replays passed back; ${upstreamErrors} upstream errors`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
