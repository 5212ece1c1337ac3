import { randomBytes } from 'node:crypto';
import type { Server as NodeHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createMallClient, createMemoryStorage } from '@mall/sdk';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type MallServer } from '../create-server';
import { parseEnv } from '../env';
import { OPERATOR_TOKEN, TEST_DATABASES, TEST_POSTGRES_URL } from '../test-support/test-server';
import { attachChat } from './chat-socket';

/** Two server processes' worth of state on one PostgreSQL database, each with its own pools. */
describe.runIf(TEST_DATABASES.includes('postgres'))('live chat across two servers on one PostgreSQL', () => {
  const name = `mall_chat_${randomBytes(5).toString('hex')}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const servers: {
    mall: MallServer;
    http: NodeHttpServer;
    chat: { close(): Promise<void> };
    origin: string;
  }[] = [];
  let socket: Socket | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const env = parseEnv({
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: '10',
      OPERATOR_TOKEN,
      DATABASE_URL: url.toString(),
    });
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    for (let index = 0; index < 2; index += 1) {
      const mall = await createServer({ env, log: quiet });
      const http = createAdaptorServer({ fetch: mall.app.fetch }) as NodeHttpServer;
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const chat = attachChat(http, mall.context, { postgresUrl: env.DATABASE_URL });
      servers.push({ mall, http, chat, origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}` });
    }
  });

  afterAll(async () => {
    socket?.disconnect();
    for (const { mall, http, chat } of servers) {
      await chat.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await mall.close();
    }
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('delivers an operator reply sent to one server to the shopper connected to the other', async () => {
    const [first, second] = servers;
    const operator = async (origin: string, action: string, body: unknown) => {
      const response = await fetch(`${origin}/api/admin/${action}`, {
        method: 'POST',
        headers: { authorization: OPERATOR_TOKEN, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: { id: number } }).data;
    };
    await operator(first!.origin, 'user/add', { username: 'cluster1', password: 'secret123' });
    const client = createMallClient({
      baseURL: `${first!.origin}/api`,
      storage: createMemoryStorage(),
      locale: 'en',
    });
    await client.user.login.password({ phone: 'cluster1', password: 'secret123' });
    const session = await client.cs.session.create();
    const token = (await client.session.read())!.token;
    socket = connect(`${first!.origin}/cs`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', resolve);
      socket!.once('connect_error', reject);
    });
    const received = new Promise<{ type: number; content: { data: unknown } }>((resolve) =>
      socket!.once('msg', resolve),
    );
    await operator(second!.origin, 'cs/reply', {
      sessionId: session.id,
      content: 'Hello from the other server',
    });
    const message = await received;
    expect(message.type).toBe(1);
    expect(message.content.data).toBe('Hello from the other server');
  });
});
