import type { ChatBubbleListLabels } from '../chat-bubble-list';
import type { ChatComposerLabels } from '../chat-composer';
import type { StoryCopy } from './story-copy';

export function chatListLabels({ t }: StoryCopy): ChatBubbleListLabels {
  return {
    log: t('chat.log'),
    mine: t('chat.you'),
    theirs: t('chat.service'),
    sending: t('chat.sending'),
    failed: t('chat.notSent'),
    retry: t('common.retry'),
  };
}

export function chatComposerLabels({ t }: StoryCopy): ChatComposerLabels {
  return {
    input: t('chat.message'),
    placeholder: t('chat.messagePlaceholder'),
    send: t('chat.send'),
    image: t('chat.sendPicture'),
  };
}
