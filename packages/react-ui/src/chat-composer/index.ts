import '../theme-root/theme-root.css';
import { ChatComposer as ChatComposerComponent } from './chat-composer';
import './chat-composer.css';

export type { ChatComposerLabels, ChatComposerProps } from './chat-composer';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** Message field with send and picture buttons: Enter sends, Shift+Enter starts a new line. */
export const ChatComposer = ChatComposerComponent;
