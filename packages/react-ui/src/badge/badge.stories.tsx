import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../icon';
import { storyCopy } from '../story-support/story-copy';
import { Badge } from './badge';

const copy = storyCopy.en;

const meta = {
  title: 'Basics/Badge',
  component: Badge,
  args: { count: 3, label: `3 ${copy.unread}`, children: <Icon name="service" label={copy.chatLog} /> },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const Overflow: Story = { args: { count: 120, label: `120 ${copy.unread}` } };
export const Dot: Story = { args: { dot: true, count: undefined, label: copy.unread } };
export const Hidden: Story = { args: { count: 0 } };
export const Standalone: Story = { args: { children: undefined, count: 8, label: `8 ${copy.unread}` } };
