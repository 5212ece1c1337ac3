/**
 * `@mall/sdk/chat`: the shopper's live customer-service chat on Socket.IO, kept out of the core
 * entry so an app without chat does not load socket.io-client.
 */
export { createChatClient } from './chat-client';
export type { ChatClient, ChatClientOptions, ChatEvent, ChatPage, ChatStatus } from './chat-types';
export { byMessageId, createMessageLog, type MessageLog, parseCsMessage } from './message-log';
