import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { chatComposerLabels } from '../story-support/chat-labels';
import { LocaleGallery } from '../story-support/locale-gallery';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { ChatComposer } from './chat-composer';

const words = localeArgs(ChatComposer, (copy) => ({ labels: chatComposerLabels(copy) }));
const typedWords = localeArgs(ChatComposer, (copy) => ({
  ...words(copy),
  defaultValue: copy.sample.chatHello,
}));

const meta = {
  title: 'Service/ChatComposer',
  component: ChatComposer,
  parameters: { frame: 'bare', localeArgs: words },
  args: { ...words(defaultCopy), onSend: fn(), onPickImages: fn(), onChange: fn() },
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = { args: typedWords(defaultCopy), parameters: { localeArgs: typedWords } };
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
