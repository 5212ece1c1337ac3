import { CS_MESSAGE_SENDER } from '@mall/sdk/schemas';
import { sql } from 'kysely';
import type { ServerContext } from '../server-context';
import { chatMessageOf } from './chat.service';
import { type PageInput, pageOf } from './paging';
import { SHOPPER_COLUMNS, shopperOf } from './queue-shopper';

/** How many of a session's latest messages its queue row previews. */
export const CHAT_QUEUE_PREVIEW = 3;

/**
 * Customer-service sessions waiting for the agent: the last message is the shopper's. Oldest
 * waiting first, by the first shopper message after the agent's last reply (`waitingSince`);
 * `unanswered` counts the shopper's messages since then; `lastMessages` are the latest messages
 * of the session, oldest first, read for the whole page in one query.
 */
export async function chatQueue(server: ServerContext, filter: PageInput & { userId?: number | undefined }) {
  let query = server.db
    .selectFrom('cs_session')
    .innerJoin('app_user', 'app_user.id', 'cs_session.user_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('cs_message as waiting')
          .select((inner) => [
            inner.fn.min('waiting.create_time').as('waiting_since'),
            inner.fn.countAll<string | number>().as('unanswered'),
          ])
          .whereRef('waiting.session_id', '=', 'cs_session.id')
          .where('waiting.type', '=', CS_MESSAGE_SENDER.user)
          .where(
            'waiting.id',
            '>',
            sql<number>`coalesce((select max(reply.id) from cs_message as reply
              where reply.session_id = cs_session.id and reply.type = ${CS_MESSAGE_SENDER.agent}), 0)`,
          )
          .as('turn'),
      (join) => join.onTrue(),
    )
    .where('turn.unanswered', '>', 0);
  if (filter.userId !== undefined) {
    query = query.where('cs_session.user_id', '=', filter.userId);
  }
  const page = await pageOf(
    query
      .select([
        'cs_session.id',
        'cs_session.create_time',
        'turn.waiting_since',
        'turn.unanswered',
        ...SHOPPER_COLUMNS,
      ])
      .orderBy('turn.waiting_since', 'asc')
      .orderBy('cs_session.id', 'asc'),
    filter,
  );
  const ids = page.list.map((row) => row.id);
  const latest =
    ids.length === 0
      ? []
      : await server.db
          .selectFrom((eb) =>
            eb
              .selectFrom('cs_message')
              .selectAll()
              .select(sql<number>`row_number() over (partition by session_id order by id desc)`.as('rank'))
              .where('session_id', 'in', ids)
              .as('ranked'),
          )
          .selectAll()
          .where('rank', '<=', CHAT_QUEUE_PREVIEW)
          .orderBy('id', 'asc')
          .execute();
  return {
    list: page.list.map((row) => ({
      sessionId: row.id,
      waitingSince: new Date(row.waiting_since as Date | string).toISOString(),
      unanswered: Number(row.unanswered),
      lastMessages: latest
        .filter((message) => message.session_id === row.id)
        .map(({ rank: _rank, ...message }) => chatMessageOf(message)),
      createTime: row.create_time.toISOString(),
      shopper: shopperOf(row),
    })),
    pagination: page.pagination,
  };
}
