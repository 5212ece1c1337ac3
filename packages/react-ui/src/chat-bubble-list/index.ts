export type {
  ChatBubbleListLabels,
  ChatBubbleListProps,
  ChatMessage,
  ChatMessageStatus,
  ChatSide,
} from './chat-bubble-list';
export { ChatBubbleList } from './chat-bubble-list';
