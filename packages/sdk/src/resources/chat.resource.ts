import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';
import { bindCalls } from './bind-calls';

/** Customer service chat (contract §11); live messages arrive on the Socket.IO namespace `/cs`. */
export interface CsResource {
  readonly session: {
    /**
     * The shopper's chat session, if any. `app/cs/session/detail`
     * @example
     * const session = await client.cs.session.detail();
     */
    detail(options?: CallOptions): Promise<ResponseOf<'app/cs/session/detail'>>;
    /**
     * Opens (or returns) the shopper's chat session. `app/cs/session/create`
     * @example
     * const { id } = await client.cs.session.create();
     */
    create(options?: CallOptions): Promise<ResponseOf<'app/cs/session/create'>>;
  };
  readonly msg: {
    /**
     * A page of a session's messages; marks the agent's messages read. `app/cs/msg/page`
     * @example
     * const { list } = await client.cs.msg.page({ sessionId: 1, page: 1, size: 20 });
     */
    page(body: RequestOf<'app/cs/msg/page'>, options?: CallOptions): Promise<ResponseOf<'app/cs/msg/page'>>;
    /**
     * Marks messages read. `app/cs/msg/read`
     * @example
     * await client.cs.msg.read({ msgIds: [10, 11] });
     */
    read(body: RequestOf<'app/cs/msg/read'>, options?: CallOptions): Promise<ResponseOf<'app/cs/msg/read'>>;
    /**
     * How many agent messages are unread. `app/cs/msg/unreadCount`
     * @example
     * const count = await client.cs.msg.unreadCount();
     */
    unreadCount(options?: CallOptions): Promise<ResponseOf<'app/cs/msg/unreadCount'>>;
  };
}

/** Binds the cs calls to a caller. */
export function createCsResource(call: Caller): CsResource {
  return {
    session: bindCalls(call, 'app/cs/session/', ['detail', 'create']),
    msg: bindCalls(call, 'app/cs/msg/', ['unreadCount']),
  };
}
