import type { ChatBubbleListLabels } from '../chat-bubble-list';
import type { ChatComposerLabels } from '../chat-composer';
import type { StoryCopy } from './story-copy';

export function chatListLabels(copy: StoryCopy): ChatBubbleListLabels {
  return {
    log: copy.chatLog,
    mine: copy.you,
    theirs: copy.service,
    sending: copy.sending,
    failed: copy.notSent,
    retry: copy.retry,
  };
}

export function chatComposerLabels(copy: StoryCopy): ChatComposerLabels {
  return {
    input: copy.message,
    placeholder: copy.messagePlaceholder,
    send: copy.send,
    image: copy.sendPicture,
  };
}
