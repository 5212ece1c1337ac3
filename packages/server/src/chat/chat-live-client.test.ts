import { mkdtemp, rm } from 'node:fs/promises';
import type { Server as NodeHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { createMallClient, createMemoryStorage, type MallClient } from '@mall/sdk';
import { type ChatClient, type ChatStatus, createChatClient } from '@mall/sdk/chat';
import type { CsMessage } from '@mall/sdk/schemas';
import { freePort } from '@mall/test-support';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type MallServer } from '../create-server';
import type { DatabaseTarget } from '../db/database';
import { parseEnv } from '../env';
import { chatAgentReply } from '../services/chat.service';
import { createPostgresDatabase, OPERATOR_TOKEN, TEST_DATABASES } from '../test-support/test-server';
import { attachChat } from './chat-socket';

/** Seconds an access token lives in these tests; the client refreshes 5 s before. */
const TOKEN_TTL = 60;

/** The shop on a real listener: stopped and started again on the same port and database. */
interface Shop {
  server: MallServer;
  stop(): Promise<void>;
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(TEST_DATABASES)('the SDK live chat client against the server on %s', (kind) => {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup();
    }
    offset = 0;
  });

  async function database(): Promise<DatabaseTarget> {
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      cleanups.push(() => created.drop());
      return { kind: 'postgres', url: created.url, poolSize: 5 };
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'mall-chat-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    return { kind: 'pglite', dataDir };
  }

  /** Opens the database and, after `beforeListen`, listens on `port` with chat attached. */
  async function startShop(
    target: DatabaseTarget,
    port: number,
    beforeListen?: (server: MallServer) => Promise<void>,
  ): Promise<Shop> {
    const env = parseEnv({
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: '10',
      OPERATOR_TOKEN,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ACCESS_TOKEN_TTL: String(TOKEN_TTL),
    });
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const server = await createServer({ env, database: target, now, log: quiet });
    await beforeListen?.(server);
    const http = createAdaptorServer({ fetch: server.app.fetch }) as NodeHttpServer;
    await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
    const chat = attachChat(http, server.context);
    let stopped = false;
    const shop: Shop = {
      server,
      async stop() {
        if (stopped) {
          return;
        }
        stopped = true;
        const closed = new Promise<void>((resolve) => http.close(() => resolve()));
        await chat.close();
        http.closeAllConnections();
        await closed;
        await server.close();
      },
    };
    cleanups.push(() => shop.stop());
    return shop;
  }

  async function operator<T>(port: number, name: string, body: Record<string, unknown>): Promise<T> {
    const response = await fetch(`http://127.0.0.1:${port}/api/admin/${name}`, {
      method: 'POST',
      headers: { authorization: OPERATOR_TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; message: string; data: T };
    expect(envelope.code).toBe(1000);
    return envelope.data;
  }

  /** A shopper signed in through a real HTTP client, and their live chat. */
  async function shopperChat(port: number) {
    const username = `chat${Math.random().toString(36).slice(2, 10)}`;
    await operator(port, 'user/add', { username, password: 'secret123' });
    const client: MallClient = createMallClient({
      baseURL: `http://127.0.0.1:${port}/api`,
      storage: createMemoryStorage(),
      locale: 'en',
      now: () => now().getTime(),
      retry: { attempts: 1 },
    });
    await client.user.login.password({ phone: username, password: 'secret123' });
    const chat: ChatClient = createChatClient({
      client,
      transports: ['websocket'],
      reconnectionDelay: 100,
      reconnectionDelayMax: 300,
      sendTimeout: 10_000,
      now: () => now().getTime(),
    });
    cleanups.push(() => chat.close());
    const delivered: CsMessage[] = [];
    const statuses: ChatStatus[] = [];
    chat.subscribe((event) => {
      if (event.type === 'messages') {
        delivered.push(...event.added);
      } else {
        statuses.push(event.status);
      }
    });
    const session = await chat.start();
    await until(() => chat.status() === 'online', 'the first connection');
    return { client, chat, session, delivered, statuses };
  }

  async function storedIds(server: MallServer, sessionId: number): Promise<number[]> {
    const rows = await server.context.db
      .selectFrom('cs_message')
      .select('id')
      .where('session_id', '=', sessionId)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  const texts = (messages: readonly CsMessage[]) =>
    messages.map((message) =>
      message.content.type === 'text' ? message.content.data : message.content.type,
    );

  it('delivers sends and agent replies live, each once and in order, also against paged history', async () => {
    const port = await freePort();
    const shop = await startShop(await database(), port);
    const { chat, session, delivered } = await shopperChat(port);
    await chat.send({ type: 'text', data: 'one' });
    await Promise.all([chat.send({ type: 'text', data: 'two' }), chat.send({ type: 'text', data: 'three' })]);
    for (const data of ['a', 'b', 'c']) {
      await operator(port, 'cs/reply', { sessionId: session.id, content: data });
    }
    await until(() => delivered.length === 6, 'six messages');
    // History over HTTP returns what already arrived live: nothing is delivered again.
    const page = await chat.page(1, 4);
    expect(page.added).toEqual([]);
    expect(page.hasMore).toBe(true);
    expect((await chat.page(2, 4)).added).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = await storedIds(shop.server, session.id);
    expect(delivered.map((message) => message.id)).toEqual(ids);
    expect(chat.messages().map((message) => message.id)).toEqual(ids);
    expect(new Set(texts(chat.messages()).slice(1, 3))).toEqual(new Set(['two', 'three']));
    expect(texts(chat.messages().slice(3))).toEqual(['a', 'b', 'c']);
    // The page call marked the agent's replies read.
    expect(chat.messages().filter((message) => message.type === 1 && message.status === 0)).toEqual([]);
  });

  it('delivers two messages stored at once (two sends, a send and a reply) in the order of their ids, also when the first insert answers last', async () => {
    const port = await freePort();
    const shop = await startShop(await database(), port);
    const { chat, session, delivered } = await shopperChat(port);
    // From here on, the first message insert answers 300 ms late: the other send's insert, begun
    // meanwhile, would answer first and be delivered first if the two were not stored in turn.
    const context = shop.server.context;
    const original = context.db;
    const messageInserts = new WeakSet<object>();
    let slowed = 0;
    context.db = original.withPlugin({
      transformQuery: ({ node, queryId }) => {
        if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'cs_message') {
          messageInserts.add(queryId);
        }
        return node;
      },
      transformResult: async ({ queryId, result }) => {
        if (messageInserts.has(queryId) && slowed++ === 0) {
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        return result;
      },
    });
    cleanups.push(() => {
      context.db = original;
    });
    await Promise.all([chat.send({ type: 'text', data: 'one' }), chat.send({ type: 'text', data: 'two' })]);
    await until(() => delivered.length === 2, 'two messages');
    expect(slowed).toBe(2);
    expect(delivered.map((message) => message.id)).toEqual(await storedIds(shop.server, session.id));
    expect(new Set(texts(delivered))).toEqual(new Set(['one', 'two']));
    // An agent's reply and a send at once: the first of the two inserts answers late again.
    slowed = 0;
    await Promise.all([
      chat.send({ type: 'text', data: 'three' }),
      operator(port, 'cs/reply', { sessionId: session.id, content: 'a' }),
    ]);
    await until(() => delivered.length === 4, 'four messages');
    expect(slowed).toBe(2);
    expect(delivered.map((message) => message.id)).toEqual(await storedIds(shop.server, session.id));
    expect(new Set(texts(delivered.slice(2)))).toEqual(new Set(['three', 'a']));
  });

  it('stores a message sent again with its key once, racing or not, and refuses the key for another message', async () => {
    const port = await freePort();
    const shop = await startShop(await database(), port);
    const { chat, session } = await shopperChat(port);
    const hello = { type: 'text', data: 'hello' } as const;
    // As the app sends a failed message again: the first acknowledgement lost, the same key.
    const first = await chat.send(hello, { key: 'retry-key-1' });
    const again = await chat.send(hello, { key: 'retry-key-1' });
    const racing = await Promise.all([
      chat.send({ type: 'text', data: 'twice' }, { key: 'retry-key-2' }),
      chat.send({ type: 'text', data: 'twice' }, { key: 'retry-key-2' }),
    ]);
    expect(again.id).toBe(first.id);
    expect(racing[1].id).toBe(racing[0].id);
    await expect(chat.send({ type: 'text', data: 'other' }, { key: 'retry-key-1' })).rejects.toMatchObject({
      path: 'cs/send',
    });
    // Without a key of the caller's, every send is a new message.
    await chat.send(hello);
    await chat.send(hello);
    expect(await storedIds(shop.server, session.id)).toHaveLength(4);
    expect(texts(chat.messages())).toEqual(['hello', 'twice', 'hello', 'hello']);
  });

  it('reconnects after the server restarts on the same database and catches up on what was said meanwhile', async () => {
    const port = await freePort();
    const target = await database();
    let shop = await startShop(target, port);
    const { chat, session, delivered, statuses } = await shopperChat(port);
    await chat.send({ type: 'text', data: 'before the restart' });
    await shop.stop();
    await until(() => chat.status() !== 'online', 'the drop');
    // A reply stored while the shopper's connection is down reaches them through the catch-up.
    shop = await startShop(target, port, async (server) => {
      await chatAgentReply(server.context, session.id, { type: 'text', data: 'said while you were away' });
    });
    await until(() => chat.status() === 'online', 'the reconnect');
    await until(() => delivered.length === 2, 'the catch-up');
    await operator(port, 'cs/reply', { sessionId: session.id, content: 'live again' });
    await chat.send({ type: 'text', data: 'after the restart' });
    await until(() => delivered.length === 4, 'live messages after the reconnect');
    expect(statuses).toContain('offline');
    expect(delivered.map((message) => message.id)).toEqual(await storedIds(shop.server, session.id));
    expect(texts(delivered)).toEqual([
      'before the restart',
      'said while you were away',
      'live again',
      'after the restart',
    ]);
  });

  it('presents the current token at every reconnect: refreshed before the handshake when it expired meanwhile', async () => {
    const port = await freePort();
    const target = await database();
    let shop = await startShop(target, port);
    const { client, chat, session, delivered } = await shopperChat(port);
    const before = (await client.session.read())?.token;
    await shop.stop();
    await until(() => chat.status() !== 'online', 'the drop');
    offset += (TOKEN_TTL + 5) * 1000;
    shop = await startShop(target, port);
    await until(() => chat.status() === 'online', 'the reconnect');
    const after = (await client.session.read())?.token;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    await chat.send({ type: 'text', data: 'with the new token' });
    await operator(port, 'cs/reply', { sessionId: session.id, content: 'heard you' });
    await until(() => delivered.length === 2, 'both messages');
    expect(texts(delivered)).toEqual(['with the new token', 'heard you']);
  });

  it('refreshes and sends again, once, when the server refuses a send because the token expired', async () => {
    const port = await freePort();
    const shop = await startShop(await database(), port);
    const { client, chat, session, delivered, statuses } = await shopperChat(port);
    const before = (await client.session.read())?.token;
    offset += (TOKEN_TTL + 5) * 1000;
    const sent = await chat.send({ type: 'text', data: 'after a long pause' });
    expect((await client.session.read())?.token).not.toBe(before);
    expect(statuses.slice(-1)).toEqual(['online']);
    expect(await storedIds(shop.server, session.id)).toEqual([sent.id]);
    await until(() => delivered.length === 1, 'the message');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(delivered.map((message) => message.id)).toEqual([sent.id]);
  });

  it('reconnects with the new token after the session refreshed, and ends with the session', async () => {
    const port = await freePort();
    await startShop(await database(), port);
    const { client, chat, session, delivered, statuses } = await shopperChat(port);
    // Past the client's deadline (5 s before expiry) an ordinary call refreshes the session.
    offset += (TOKEN_TTL - 3) * 1000;
    statuses.length = 0;
    await client.cs.msg.unreadCount();
    await until(() => statuses.join() === 'connecting,online', 'the reconnect after the refresh');
    // The old token has now expired on the server too; the connection holds the new one.
    offset += 10_000;
    statuses.length = 0;
    await chat.send({ type: 'text', data: 'still here' });
    expect(statuses).toEqual([]);
    await operator(port, 'cs/reply', { sessionId: session.id, content: 'so are we' });
    await until(() => delivered.length === 2, 'both messages');
    await client.session.logout();
    await until(() => chat.status() === 'signedOut', 'the end of the chat');
    await expect(chat.send({ type: 'text', data: 'anyone?' })).rejects.toMatchObject({ code: 1001 });
  });
});
