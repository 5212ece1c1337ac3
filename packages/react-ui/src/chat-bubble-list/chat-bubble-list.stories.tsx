import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { chatListLabels } from '../story-support/chat-labels';
import { LocaleGallery } from '../story-support/locale-gallery';
import { sampleGoods } from '../story-support/sample-images';
import { type StoryCopy, storyCopy } from '../story-support/story-copy';
import { ChatBubbleList, type ChatMessage } from './chat-bubble-list';

const copy = storyCopy.en;

function conversation(localeCopy: StoryCopy): ChatMessage[] {
  return [
    { id: '1', side: 'mine', text: localeCopy.sample.chatHello, time: '09:41' },
    { id: '2', side: 'theirs', text: localeCopy.sample.chatReply },
    { id: '3', side: 'mine', text: localeCopy.sample.goodsName, imageSrc: sampleGoods[0].image },
  ];
}

const meta = {
  title: 'Service/ChatBubbleList',
  component: ChatBubbleList,
  parameters: { frame: 'bare' },
  decorators: [(Story) => <div style={{ height: 520 }}>{Story()}</div>],
  args: { messages: conversation(copy), labels: chatListLabels(copy), onRetry: fn(), onImageClick: fn() },
} satisfies Meta<typeof ChatBubbleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const Sending: Story = {
  args: { messages: [...conversation(copy), { id: '4', side: 'mine', text: 'Thanks!', status: 'sending' }] },
};
export const Failed: Story = {
  args: { messages: [...conversation(copy), { id: '4', side: 'mine', text: 'Thanks!', status: 'failed' }] },
};
export const Empty: Story = { args: { messages: [] } };
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
