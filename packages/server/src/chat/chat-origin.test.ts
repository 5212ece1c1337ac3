import type { AddressInfo } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { attachChat } from './chat-socket';

/**
 * Who may open the chat socket (SECURITY.md gap 15): the shop's own pages, the origins
 * `SOCKET_ORIGINS` lists, and clients that send no `Origin` (apps, Node); no other site's page.
 */
describe('the chat socket checks the Origin of its handshake', () => {
  let test: TestServer;
  let origin: string;
  let token: string;
  let close: () => Promise<void>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    test = await startTestServer('pglite', { SOCKET_ORIGINS: 'https://m.example.com http://localhost:8100' });
    const shopper = await test.shopper();
    token = (await shopper.client.session.read())?.token ?? '';
    const http = test.server.nodeServer('127.0.0.1');
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const chat = attachChat(http, test.server.context);
    close = async () => {
      await chat.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    };
  });

  afterAll(async () => {
    for (const socket of sockets) {
      socket.disconnect();
    }
    await close?.();
    await test?.close();
  });

  /** Whether a socket sent with `headers` (an `Origin` or none) connects. */
  function connects(headers: Record<string, string>, transport: 'websocket' | 'polling'): Promise<boolean> {
    const socket = connectSocket(`${origin}/cs`, {
      auth: { token },
      transports: [transport],
      extraHeaders: headers,
      reconnection: false,
      forceNew: true,
      timeout: 5_000,
    });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('connect_error', () => resolve(false));
    });
  }

  it.each(['websocket', 'polling'] as const)(
    'lets in no Origin, the shop’s own and a listed one, and refuses another site (%s)',
    async (transport) => {
      expect(await connects({}, transport)).toBe(true);
      expect(await connects({ origin }, transport)).toBe(true);
      expect(await connects({ origin: 'https://m.example.com' }, transport)).toBe(true);
      expect(await connects({ origin: 'http://localhost:8100' }, transport)).toBe(true);
      expect(await connects({ origin: 'https://evil.example' }, transport)).toBe(false);
      // Close to a listed one is not it: another port, scheme or a suffix of the host.
      expect(await connects({ origin: 'http://m.example.com' }, transport)).toBe(false);
      expect(await connects({ origin: 'https://m.example.com.evil.example' }, transport)).toBe(false);
      expect(await connects({ origin: 'null' }, transport)).toBe(false);
    },
  );
});
