import { CS_MESSAGE_SENDER, CS_MESSAGE_STATUS, type CsMessageContent } from '@mall/sdk/schemas';
import type { Selectable } from 'kysely';
import type { CsMessageTable, CsSessionTable } from '../db/schema';
import { notFound } from '../http/app-error';
import type { ServerContext } from '../server-context';
import { mapPage, type PageInput as PageRequest, pageOf } from './paging';
import { assertUploadedUrl } from './uploaded-url.service';

/**
 * Customer service (contract §11): one session per shopper, messages from the shopper (type 0)
 * and the agent (type 1). A shopper only ever reaches their own session; another shopper's session
 * or message answers like a missing one.
 */

/** A message on the wire (and on the socket's `msg` event). */
export function chatMessageOf(row: Selectable<CsMessageTable>) {
  return {
    id: row.id,
    sessionId: row.session_id,
    type: row.type as 0 | 1,
    content: row.content,
    status: row.status as 0 | 1,
    createTime: row.create_time.toISOString(),
  };
}

/** A customer-service message as answered. */
export type ChatMessageAnswer = ReturnType<typeof chatMessageOf>;

const unreadAgentMessages = (server: ServerContext, sessionId: number) =>
  server.db
    .selectFrom('cs_message')
    .where('session_id', '=', sessionId)
    .where('type', '=', CS_MESSAGE_SENDER.agent)
    .where('status', '=', CS_MESSAGE_STATUS.unread);

async function sessionOf(server: ServerContext, session: Selectable<CsSessionTable>) {
  const [last, unread] = await Promise.all([
    server.db
      .selectFrom('cs_message')
      .selectAll()
      .where('session_id', '=', session.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    unreadAgentMessages(server, session.id)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  ]);
  return {
    id: session.id,
    lastMsg: last ? chatMessageOf(last) : null,
    unreadCount: Number(unread?.total ?? 0),
    createTime: session.create_time.toISOString(),
    updateTime: session.update_time.toISOString(),
  };
}

function sessionRow(server: ServerContext, userId: number) {
  return server.db.selectFrom('cs_session').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The shopper's session, or `null` before the first one. */
export async function chatSessionDetail(server: ServerContext, userId: number) {
  const session = await sessionRow(server, userId);
  return session ? sessionOf(server, session) : null;
}

/** Opens the shopper's session; a second call (also a concurrent one) answers the same session. */
export async function createChatSession(server: ServerContext, userId: number) {
  const now = server.now();
  await server.db
    .insertInto('cs_session')
    .values({ user_id: userId, create_time: now, update_time: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const session = await sessionRow(server, userId);
  if (!session) {
    throw notFound();
  }
  return sessionOf(server, session);
}

/** The shopper's own session `sessionId`; another's answers "not found". */
async function ownSession(server: ServerContext, userId: number, sessionId: number) {
  const session = await server.db
    .selectFrom('cs_session')
    .select(['id', 'user_id'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!session) {
    throw notFound();
  }
  return session;
}

/** A page of the shopper's messages, newest first; opening it marks the agent's messages read. */
export async function chatMessagePage(
  server: ServerContext,
  userId: number,
  request: PageRequest & { sessionId: number },
) {
  await ownSession(server, userId, request.sessionId);
  await server.db
    .updateTable('cs_message')
    .set({ status: CS_MESSAGE_STATUS.read })
    .where('session_id', '=', request.sessionId)
    .where('type', '=', CS_MESSAGE_SENDER.agent)
    .where('status', '=', CS_MESSAGE_STATUS.unread)
    .execute();
  const query = server.db.selectFrom('cs_message').where('session_id', '=', request.sessionId);
  return mapPage(await pageOf(query.selectAll().orderBy('id', 'desc'), request), chatMessageOf);
}

/** Marks messages of the shopper's own session read; any other id leaves everything unchanged. */
export async function chatMarkRead(server: ServerContext, userId: number, msgIds: number[]) {
  const ids = [...new Set(msgIds)];
  await server.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('cs_message')
      .set({ status: CS_MESSAGE_STATUS.read })
      .where('id', 'in', ids)
      .where('session_id', 'in', trx.selectFrom('cs_session').select('id').where('user_id', '=', userId))
      .returning('id')
      .execute();
    if (updated.length !== ids.length) {
      throw notFound();
    }
  });
}

/** How many agent messages the shopper has not read. */
export async function chatUnreadCount(server: ServerContext, userId: number): Promise<number> {
  const session = await sessionRow(server, userId);
  if (!session) {
    return 0;
  }
  const row = await unreadAgentMessages(server, session.id)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

async function storeMessage(
  server: ServerContext,
  sessionId: number,
  sender: 0 | 1,
  content: CsMessageContent,
): Promise<ChatMessageAnswer> {
  if (content.type === 'image') {
    assertUploadedUrl(server, content.data, 'content.data');
  }
  const now = server.now();
  const row = await server.db
    .insertInto('cs_message')
    .values({
      session_id: sessionId,
      type: sender,
      content: JSON.stringify(content),
      status: CS_MESSAGE_STATUS.unread,
      create_time: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await server.db.updateTable('cs_session').set({ update_time: now }).where('id', '=', sessionId).execute();
  return chatMessageOf(row);
}

/** Stores a message the shopper sends into their own session (type 0). */
export async function chatShopperSend(
  server: ServerContext,
  userId: number,
  sessionId: number,
  content: CsMessageContent,
): Promise<ChatMessageAnswer> {
  await ownSession(server, userId, sessionId);
  return storeMessage(server, sessionId, CS_MESSAGE_SENDER.user, content);
}

/**
 * Stores the agent's reply (type 1) and pushes it live to the shopper. Run as an operator action,
 * `server.chat` holds the push until the action's transaction has committed
 * (`operator/audit.ts` `publishAfterCommit`): a reply rolled back is never heard.
 */
export async function chatAgentReply(
  server: ServerContext,
  sessionId: number,
  content: CsMessageContent,
): Promise<ChatMessageAnswer> {
  const session = await server.db
    .selectFrom('cs_session')
    .select(['id', 'user_id'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session) {
    throw notFound();
  }
  // In the shopper's turn, as their own sends are: published before their next message is stored.
  return server.chat.inTurn(session.user_id, async () => {
    const message = await storeMessage(server, sessionId, CS_MESSAGE_SENDER.agent, content);
    server.chat.publish(sessionId, session.user_id, message);
    return message;
  });
}
