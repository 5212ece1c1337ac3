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
export const ChatBubbleList = ChatBubbleListComponent;
