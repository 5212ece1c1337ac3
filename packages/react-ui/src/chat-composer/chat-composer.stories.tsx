import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { chatComposerLabels } from '../story-support/chat-labels';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { ChatComposer } from './chat-composer';

const copy = storyCopy.en;

const meta = {
  title: 'Service/ChatComposer',
  component: ChatComposer,
  parameters: { frame: 'bare' },
  args: { labels: chatComposerLabels(copy), onSend: fn(), onPickImages: fn(), onChange: fn() },
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = { args: { defaultValue: copy.sample.chatHello } };
export const WithoutPictures: Story = { args: { onPickImages: undefined } };
export const Disabled: Story = { args: { disabled: true } };
export const FiveLocales: Story = {
  parameters: { frame: 'padded' },
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => <ChatComposer {...args} labels={chatComposerLabels(localeCopy)} />}
    />
  ),
};
