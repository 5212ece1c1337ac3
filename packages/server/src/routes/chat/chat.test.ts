import type { Server as NodeHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { csMessageSchema } from '@mall/sdk/schemas';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachChat } from '../../chat/chat-socket';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';

type HttpServer = ReturnType<typeof createAdaptorServer>;
type Ack = { code: number; message?: string; data?: { id: number; sessionId: number; type: number } };

describe.each(TEST_DATABASES)('customer service on %s', (database) => {
  let test: TestServer;
  let http: HttpServer;
  let chat: { close(): Promise<void> };
  let origin: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    test = await startTestServer(database);
    http = createAdaptorServer({ fetch: test.server.app.fetch });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    chat = attachChat(http as NodeHttpServer, test.server.context);
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) {
      socket.disconnect();
    }
    await chat?.close();
    await new Promise<void>((resolve) => (http ? http.close(() => resolve()) : resolve()));
    await test?.close();
  });

  function socketFor(token: unknown, language = 'en'): Socket {
    const socket = connect(`${origin}/cs`, {
      auth: { token, language },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  }

  async function connected(token: string): Promise<Socket> {
    const socket = socketFor(token);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }

  function nextMessage(socket: Socket): Promise<unknown> {
    return new Promise((resolve) => socket.once('msg', resolve));
  }

  async function shopperWithSession() {
    const shopper = await test.shopper();
    const session = await shopper.client.cs.session.create();
    const token = (await shopper.client.session.read())!.token;
    return { ...shopper, session, token };
  }

  it('has no session before the first, then exactly one per shopper', async () => {
    const { client } = await test.shopper();
    expect(await client.cs.session.detail()).toBeNull();
    expect(await client.cs.msg.unreadCount()).toBe(0);
    const [first, second] = await Promise.all([client.cs.session.create(), client.cs.session.create()]);
    expect(first.id).toBe(second.id);
    expect(first).toMatchObject({ lastMsg: null, unreadCount: 0 });
    expect((await client.cs.session.detail())?.id).toBe(first.id);
  });

  it('counts agent replies as unread until the shopper opens the messages', async () => {
    const { client, session } = await shopperWithSession();
    await test.operator('cs/reply', { sessionId: session.id, content: 'Hello, how can I help?' });
    await test.operator('cs/reply', {
      sessionId: session.id,
      content: { type: 'text', data: 'Still there?' },
    });
    expect(await client.cs.msg.unreadCount()).toBe(2);
    expect(await client.cs.session.detail()).toMatchObject({
      unreadCount: 2,
      lastMsg: { type: 1, content: { type: 'text', data: 'Still there?' }, status: 0 },
    });
    const page = await client.cs.msg.page({ sessionId: session.id, page: 1, size: 10 });
    expect(page.pagination.total).toBe(2);
    expect(page.list.map((message) => [message.type, message.status, message.content])).toEqual([
      [1, 1, { type: 'text', data: 'Still there?' }],
      [1, 1, { type: 'text', data: 'Hello, how can I help?' }],
    ]);
    expect(await client.cs.msg.unreadCount()).toBe(0);
  });

  it('marks single messages read', async () => {
    const { client, session } = await shopperWithSession();
    const reply = await test.operator<{ id: number }>('cs/reply', { sessionId: session.id, content: 'Hi' });
    await test.operator('cs/reply', { sessionId: session.id, content: 'Hi again' });
    await client.cs.msg.read({ msgIds: [reply.id] });
    expect(await client.cs.msg.unreadCount()).toBe(1);
  });

  it('refuses a socket without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const socket = socketFor(token);
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('Login expired, please log in again');
      expect(socket.connected).toBe(false);
    }
  });

  it('stores what the shopper sends and emits it back live', async () => {
    const { client, session, token } = await shopperWithSession();
    const socket = await connected(token);
    const received = nextMessage(socket);
    const ack = (await socket.emitWithAck('send', {
      sessionId: session.id,
      content: { type: 'text', data: 'Where is my parcel?' },
    })) as Ack;
    expect(ack.code).toBe(1000);
    const message = csMessageSchema.parse(await received);
    expect(message).toMatchObject({
      sessionId: session.id,
      type: 0,
      content: { type: 'text', data: 'Where is my parcel?' },
    });
    const page = await client.cs.msg.page({ sessionId: session.id, page: 1, size: 10 });
    expect(page.list.map((row) => row.id)).toEqual([message.id]);
    const invalid = (await socket.emitWithAck('send', {
      sessionId: session.id,
      content: { type: 'text', data: '' },
    })) as Ack;
    expect(invalid.code).toBe(1002);
    const foreignPicture = (await socket.emitWithAck('send', {
      sessionId: session.id,
      content: { type: 'image', data: 'https://evil.example/x.png' },
    })) as Ack;
    expect(foreignPicture.code).toBe(1002);
  });

  it('ends the chat when the shopper closes the account, and answers in the socket’s language', async () => {
    const { client, session, token } = await shopperWithSession();
    const socket = socketFor(token, 'zh-Hans');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const invalid = (await socket.emitWithAck('send', { sessionId: session.id })) as Ack;
    expect(invalid.code).toBe(1002);
    expect(invalid.message).toMatch(/^content/);
    expect(invalid.message).toMatch(/[\u4e00-\u9fff]/);
    // Closing the account ends its sockets: nothing more is sent or stored.
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await client.user.info.logoff();
    expect(await closed).toBe('io server disconnect');
    socket.emit('send', { sessionId: session.id, content: { type: 'text', data: 'Still here?' } });
    const stored = await test.server.context.db
      .selectFrom('cs_message')
      .select('id')
      .where('session_id', '=', session.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it("closes a shopper's sockets when their session ends: no reply reaches them after signing out", async () => {
    const owner = await shopperWithSession();
    const other = await shopperWithSession();
    // The same shopper signed in on a second device: that session goes on.
    const secondDevice = test.client();
    await secondDevice.user.login.password({ phone: owner.username, password: 'secret123' });
    const secondSocket = await connected((await secondDevice.session.read())!.token);
    const ownerSocket = await connected(owner.token);
    const otherSocket = await connected(other.token);
    const heard: unknown[] = [];
    ownerSocket.on('msg', (message) => heard.push(message));
    const closed = new Promise<string>((resolve) => ownerSocket.once('disconnect', resolve));
    // The socket hears nothing, sends nothing: only the sign-out can end it.
    await owner.client.session.logout();
    expect(await closed).toBe('io server disconnect');
    await test.operator('cs/reply', { sessionId: owner.session.id, content: 'After you left' });
    // The other shopper's socket stays, and hears its own reply after the owner's was sent.
    const otherReceived = nextMessage(otherSocket);
    await test.operator('cs/reply', { sessionId: other.session.id, content: 'Still here for you' });
    expect(csMessageSchema.parse(await otherReceived).content).toEqual({
      type: 'text',
      data: 'Still here for you',
    });
    expect(otherSocket.connected).toBe(true);
    expect(heard).toEqual([]);
    // The owner's second device hears the owner's replies still.
    const secondReceived = nextMessage(secondSocket);
    await test.operator('cs/reply', { sessionId: owner.session.id, content: 'To your other device' });
    expect(csMessageSchema.parse(await secondReceived).content).toMatchObject({
      data: 'To your other device',
    });
    expect(secondSocket.connected).toBe(true);
  });

  it('delivers an operator reply live to its shopper only', async () => {
    const owner = await shopperWithSession();
    const other = await shopperWithSession();
    const ownerSocket = await connected(owner.token);
    const otherSocket = await connected(other.token);
    const leaked: unknown[] = [];
    otherSocket.on('msg', (message) => leaked.push(message));
    const received = nextMessage(ownerSocket);
    await test.operator('cs/reply', { sessionId: owner.session.id, content: 'Your parcel left today' });
    const message = csMessageSchema.parse(await received);
    expect(message).toMatchObject({
      sessionId: owner.session.id,
      type: 1,
      content: { data: 'Your parcel left today' },
    });
    // A message to the other shopper afterwards proves their socket was listening all along.
    const otherReceived = nextMessage(otherSocket);
    await test.operator('cs/reply', { sessionId: other.session.id, content: 'For you' });
    await otherReceived;
    expect(leaked.map((item) => (item as { sessionId: number }).sessionId)).toEqual([other.session.id]);
  });

  it('never lets a second shopper read, mark or send into the first one’s session', async () => {
    const owner = await shopperWithSession();
    const other = await shopperWithSession();
    const reply = await test.operator<{ id: number }>('cs/reply', {
      sessionId: owner.session.id,
      content: 'Private',
    });
    const notFound = { code: 1001, message: 'Not found' };
    await expect(
      other.client.cs.msg.page({ sessionId: owner.session.id, page: 1, size: 10 }),
    ).rejects.toMatchObject(notFound);
    await expect(other.client.cs.msg.read({ msgIds: [reply.id] })).rejects.toMatchObject(notFound);
    expect(await owner.client.cs.msg.unreadCount()).toBe(1);
    const otherSocket = await connected(other.token);
    const ack = (await otherSocket.emitWithAck('send', {
      sessionId: owner.session.id,
      content: { type: 'text', data: 'Let me in' },
    })) as Ack;
    expect(ack).toMatchObject({ code: 1001, message: 'Not found' });
    const page = await owner.client.cs.msg.page({ sessionId: owner.session.id, page: 1, size: 10 });
    expect(page.list.map((message) => message.content)).toEqual([{ type: 'text', data: 'Private' }]);
    await expect(
      test.operator('cs/reply', { sessionId: 99_999_999, content: 'Anyone?' }),
    ).rejects.toMatchObject({
      code: 1001,
    });
  });
});
