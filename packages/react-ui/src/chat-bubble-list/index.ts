import '../theme-root/theme-root.css';
import { ChatBubbleList as ChatBubbleListComponent } from './chat-bubble-list';
import './chat-bubble-list.css';

export type {
  ChatBubbleListLabels,
  ChatBubbleListProps,
  ChatMessage,
  ChatMessageStatus,
  ChatSide,
} from './chat-bubble-list';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * The customer-service conversation: bubbles left (service) and right (shopper), pictures, time
 * lines, sending and failed marks. A polite log, so new messages are read out; it keeps to the
 * bottom as messages arrive unless the shopper has scrolled up to read.
 */
export const ChatBubbleList = ChatBubbleListComponent;
