import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyCopy } from '../story-support/story-copy';
import { IconButton } from './icon-button';

const copy = storyCopy.en;

const meta = {
  title: 'Basics/IconButton',
  component: IconButton,
  args: { icon: 'close', label: copy.t('address.close'), onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Close: Story = {};
export const Service: Story = { args: { icon: 'service', label: copy.t('chat.log') } };
export const Disabled: Story = { args: { disabled: true } };
