import type { CsMessage, CsMessageContent } from '@mall/sdk/schemas';

/** A message the shopper sent that the server has not stored yet: sending, or failed with a retry. */
export interface OutboxEntry {
  /** Local id, `local-<n>`. */
  localId: string;
  /** The idempotency key every try of this message is sent with: a retry stores it once. */
  key?: string;
  content: CsMessageContent;
  state: 'sending' | 'failed';
  /** A picture not uploaded yet (its preview URL is in `content.data`). */
  file?: File;
  /** When the shopper sent it (epoch ms), for the time line. */
  at: number;
  /** The newest stored message's id when it was sent: its stored copy comes after. */
  afterId: number;
}

/** One row of the conversation as the page shows it. */
export interface ChatItem {
  key: string;
  mine: boolean;
  content: CsMessageContent;
  state: 'sent' | 'sending' | 'failed';
  /** The time line above the row, when it starts a new stretch of the conversation. */
  time?: Date;
  /** The stored message's id (absent while in the outbox). */
  messageId?: number;
}

/** A time line is shown above the first message and after a pause this long. */
export const TIME_LINE_GAP_MS = 5 * 60_000;

/** Whether a stored message is the one an outbox entry sent (the server keeps what was sent). */
function isStoredCopy(message: CsMessage, entry: OutboxEntry): boolean {
  const sent = entry.content;
  const stored = message.content;
  if (message.type !== 0 || message.id <= entry.afterId || stored.type !== sent.type) {
    return false;
  }
  if (stored.type === 'goods' && sent.type === 'goods') {
    return stored.data.goodsId === sent.data.goodsId;
  }
  if (stored.type === 'order' && sent.type === 'order') {
    return stored.data.orderId === sent.data.orderId;
  }
  return stored.data === sent.data;
}

/**
 * The rows of the conversation: the stored messages (history and live, each once, oldest first)
 * and after them what the shopper is still sending or failed to send (unless its stored copy has
 * arrived already), with time lines.
 */
export function chatItems(messages: readonly CsMessage[], outbox: readonly OutboxEntry[]): ChatItem[] {
  const items: ChatItem[] = [];
  let previous: number | null = null;
  const stamp = (at: number) => {
    const show = previous === null || at - previous >= TIME_LINE_GAP_MS;
    previous = at;
    return show ? new Date(at) : undefined;
  };
  for (const message of messages) {
    items.push({
      key: `m${message.id}`,
      mine: message.type === 0,
      content: message.content,
      state: 'sent',
      time: stamp(new Date(message.createTime).getTime()),
      messageId: message.id,
    });
  }
  // A message arrives live a moment before its send is acknowledged: show it once, as stored.
  const claimed = new Set<number>();
  for (const entry of outbox) {
    const copy =
      entry.state === 'sending'
        ? messages.find((message) => !claimed.has(message.id) && isStoredCopy(message, entry))
        : undefined;
    if (copy) {
      claimed.add(copy.id);
      continue;
    }
    items.push({
      key: entry.localId,
      mine: true,
      content: entry.content,
      state: entry.state,
      time: stamp(entry.at),
    });
  }
  return items;
}

/** Agent messages not read yet: the ones to mark read once the shopper sees them. */
export function unreadAgentIds(messages: readonly CsMessage[]): number[] {
  return messages
    .filter((message) => message.type === 1 && message.status === 0)
    .map((message) => message.id);
}

/** The scroll geometry of the conversation. */
export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Closer to the bottom than this counts as "at the bottom": new messages keep it there. */
export const STICK_TO_BOTTOM_PX = 48;

export function isAtBottom(box: ScrollBox): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight < STICK_TO_BOTTOM_PX;
}

/**
 * Where to scroll after the list changed so the shopper keeps their place: older messages put
 * above keep what was on screen where it was; new ones below follow when the shopper was at the
 * bottom (or sent them), else the view stays.
 */
export function nextScrollTop(
  before: ScrollBox & { firstKey: string | undefined; lastKey: string | undefined },
  after: {
    scrollHeight: number;
    clientHeight: number;
    firstKey: string | undefined;
    lastKey: string | undefined;
  },
  options: { sentByShopper: boolean },
): number | null {
  const appended = after.lastKey !== before.lastKey;
  if (appended && (isAtBottom(before) || options.sentByShopper)) {
    return Math.max(0, after.scrollHeight - after.clientHeight);
  }
  if (after.firstKey !== before.firstKey && before.firstKey !== undefined) {
    return before.scrollTop + (after.scrollHeight - before.scrollHeight);
  }
  return null;
}
