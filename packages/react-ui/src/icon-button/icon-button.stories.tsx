import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { IconButton } from './icon-button';

const words = localeArgs(IconButton, (copy) => ({ label: copy.t('address.close') }));
const serviceWords = localeArgs(IconButton, (copy) => ({ label: copy.t('chat.log') }));

const meta = {
  title: 'Basics/IconButton',
  component: IconButton,
  parameters: { localeArgs: words },
  args: { icon: 'close', ...words(defaultCopy), onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Close: Story = {};
export const Service: Story = {
  args: { icon: 'service', ...serviceWords(defaultCopy) },
  parameters: { localeArgs: serviceWords },
};
export const Disabled: Story = { args: { disabled: true } };
