export type { ChatComposerLabels, ChatComposerProps } from './chat-composer';
export { ChatComposer } from './chat-composer';
