import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the local server saw it. */
export interface RecordedRequest {
  method: string;
  /** Path below `/api/`, e.g. `app/order/info/create`, or the raw pathname for non-API posts. */
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** Raw body bytes. */
  body: Buffer;
  /** The body parsed as JSON when it was JSON. */
  json: unknown;
}

/** What a route answers. */
export interface RouteReply {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  /** Waits before answering (for timeouts and races). */
  delayMs?: number;
}

export type RouteHandler = (request: RecordedRequest) => RouteReply | Promise<RouteReply>;

/**
 * A real HTTP server on 127.0.0.1 for SDK tests: routes answer what a test says, and every request
 * is recorded, so the client is tested through real sockets rather than a patched fetch.
 */
export interface LocalApiServer {
  origin: string;
  baseURL: string;
  requests: RecordedRequest[];
  route(path: string, handler: RouteHandler): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function startLocalApiServer(): Promise<LocalApiServer> {
  const routes = new Map<string, RouteHandler>();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const server: Server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.startsWith('/api/') ? url.pathname.slice('/api/'.length) : url.pathname;
    const body = await readBody(request);
    let json: unknown;
    if ((request.headers['content-type'] ?? '').includes('application/json')) {
      json = JSON.parse(body.toString('utf8'));
    }
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body,
      json,
    };
    requests.push(recorded);
    const handler = routes.get(path);
    const reply: RouteReply = handler
      ? await handler(recorded)
      : { status: 404, body: { code: 1001, message: 'not found' } };
    if (reply.delayMs) {
      await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    }
    if (response.destroyed) {
      return;
    }
    const isText = typeof reply.body === 'string';
    response.writeHead(reply.status ?? 200, {
      'content-type': isText ? 'text/html; charset=utf-8' : 'application/json',
      ...reply.headers,
    });
    response.end(reply.body === undefined ? '' : isText ? reply.body : JSON.stringify(reply.body));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    baseURL: `${origin}/api`,
    requests,
    route(path, handler) {
      routes.set(path, handler);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) {
          socket.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

/** The success envelope. */
export const ok = (data?: unknown): RouteReply => ({
  body: data === undefined ? { code: 1000, message: 'success' } : { code: 1000, message: 'success', data },
});
