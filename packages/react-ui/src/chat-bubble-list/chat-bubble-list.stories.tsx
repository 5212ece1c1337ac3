import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { chatListLabels } from '../story-support/chat-labels';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleGoods } from '../story-support/sample-images';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { ChatBubbleList, type ChatMessage } from './chat-bubble-list';

function conversation(localeCopy: StoryCopy): ChatMessage[] {
  return [
    { id: '1', side: 'mine', text: localeCopy.sample.chatHello, time: '09:41' },
    { id: '2', side: 'theirs', text: localeCopy.sample.chatReply },
    { id: '3', side: 'mine', text: localeCopy.sample.goodsName, imageSrc: sampleGoods[0].image },
  ];
}

const words = localeArgs(ChatBubbleList, (copy) => ({
  messages: conversation(copy),
  labels: chatListLabels(copy),
}));
/** The conversation and one more line of the shopper's, in `status`. */
const lastLineWords = (status: 'sending' | 'failed') =>
  localeArgs(ChatBubbleList, (copy) => ({
    ...words(copy),
    messages: [...conversation(copy), { id: '4', side: 'mine' as const, text: 'Thanks!', status }],
  }));

const meta = {
  title: 'Service/ChatBubbleList',
  component: ChatBubbleList,
  parameters: { frame: 'bare', localeArgs: words },
  decorators: [(Story) => <div style={{ height: 520 }}>{Story()}</div>],
  args: { ...words(defaultCopy), onRetry: fn(), onImageClick: fn() },
} satisfies Meta<typeof ChatBubbleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const Sending: Story = {
  args: lastLineWords('sending')(defaultCopy),
  parameters: { localeArgs: lastLineWords('sending') },
};
export const Failed: Story = {
  args: lastLineWords('failed')(defaultCopy),
  parameters: { localeArgs: lastLineWords('failed') },
};
export const Empty: Story = {
  args: { messages: [] },
  parameters: { localeArgs: (copy: StoryCopy) => ({ labels: chatListLabels(copy) }) },
};
export const FiveLocales: Story = {
  decorators: [(Story) => <div style={{ padding: 12 }}>{Story()}</div>],
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <ChatBubbleList
          {...args}
          messages={conversation(localeCopy).slice(0, 2)}
          labels={chatListLabels(localeCopy)}
        />
      )}
    />
  ),
};
