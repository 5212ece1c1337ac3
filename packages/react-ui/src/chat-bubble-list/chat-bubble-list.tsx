import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { classNames } from '../internal/class-names';

/** Which side of the conversation a message is on. */
export type ChatSide = 'mine' | 'theirs';
/** The delivery states of the shopper's message. */
export type ChatMessageStatus = 'sending' | 'sent' | 'failed';

/** One message of the conversation. */
export interface ChatMessage {
  /** Unique within the conversation. */
  id: string;
  /** Who wrote it: the shopper's side or the shop's. */
  side: ChatSide;
  /** Text of a text message; for a picture, its description. */
  text: string;
  /** A picture message shows this image instead of the text bubble. */
  imageSrc?: string;
  /** Time line shown above the message, already formatted (e.g. "09:41"). */
  time?: string;
  /** Where the shopper's message is on its way. */
  status?: ChatMessageStatus;
}

/** The chat list's wording, translated by the app. */
export interface ChatBubbleListLabels {
  /** Name of the conversation log. */
  log: string;
  /** Who said it, read before each message: e.g. "You" and "Customer service". */
  mine: string;
  /** Names the other side's messages for screen readers, e.g. "Customer service". */
  theirs: string;
  /** Shown on a message on its way. */
  sending: string;
  /** Shown on a message that could not be sent. */
  failed: string;
  /** Label of the button that sends a failed message again. */
  retry: string;
}

/** Props of {@link ChatBubbleList}. */
export interface ChatBubbleListProps {
  /** The conversation, oldest first. */
  messages: readonly ChatMessage[];
  /** The list's wording. */
  labels: ChatBubbleListLabels;
  /** Avatars by side; initials or an icon are the app's choice (pass an image URL). */
  avatars?: Partial<Record<ChatSide, string>>;
  /** Called with the id of a failed message to send again. */
  onRetry?: (id: string) => void;
  /** Called with a message's id when its picture is tapped. */
  onImageClick?: (id: string) => void;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The customer-service conversation: bubbles left (service) and right (shopper), pictures, time
 * lines, sending and failed marks. A polite log, so new messages are read out; it keeps to the
 * bottom as messages arrive unless the shopper has scrolled up to read.
 */
export function ChatBubbleList({
  messages,
  labels,
  avatars,
  onRetry,
  onImageClick,
  className,
  ref,
}: ChatBubbleListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => listRef.current as HTMLDivElement, []);
  const stickToBottom = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when messages change, by design.
  useEffect(() => {
    const list = listRef.current;
    if (list && stickToBottom.current) {
      list.scrollTop = list.scrollHeight;
    }
  }, [messages]);

  return (
    <div
      ref={listRef}
      role="log"
      aria-label={labels.log}
      aria-live="polite"
      className={classNames('mall-chat-bubble-list', className)}
      onScroll={(event) => {
        const list = event.currentTarget;
        stickToBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
      }}
    >
      {messages.map((message) => {
        const avatar = avatars?.[message.side];
        const status = message.status ?? 'sent';
        return (
          <div key={message.id} className="mall-chat-bubble-list__entry">
            {message.time && <p className="mall-chat-bubble-list__time">{message.time}</p>}
            <div className="mall-chat-bubble-list__message" data-side={message.side} data-state={status}>
              {avatar ? (
                <img className="mall-chat-bubble-list__avatar" src={avatar} alt="" />
              ) : (
                <span className="mall-chat-bubble-list__avatar" aria-hidden="true" />
              )}
              <div className="mall-chat-bubble-list__body">
                <span className="mall-visually-hidden">
                  {message.side === 'mine' ? labels.mine : labels.theirs}:{' '}
                </span>
                {message.imageSrc ? (
                  <button
                    type="button"
                    className="mall-plain-button mall-chat-bubble-list__picture"
                    onClick={() => onImageClick?.(message.id)}
                  >
                    <img src={message.imageSrc} alt={message.text} />
                  </button>
                ) : (
                  <p className="mall-chat-bubble-list__bubble">{message.text}</p>
                )}
              </div>
              {status === 'sending' && (
                <span className="mall-chat-bubble-list__status" role="img" aria-label={labels.sending} />
              )}
              {status === 'failed' && (
                <button
                  type="button"
                  className="mall-plain-button mall-chat-bubble-list__failed"
                  aria-label={`${labels.failed}, ${labels.retry}`}
                  onClick={() => onRetry?.(message.id)}
                >
                  !
                </button>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
