import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../icon';
import { storyCopy } from '../story-support/story-copy';
import { Badge } from './badge';

const copy = storyCopy.en;
const unread = (count: number) => copy.t('chat.unread', { count: copy.formatNumber(count) });

const meta = {
  title: 'Basics/Badge',
  component: Badge,
  args: { count: 3, label: unread(3), children: <Icon name="service" label={copy.t('chat.log')} /> },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const Overflow: Story = { args: { count: 120, label: unread(120) } };
export const Dot: Story = { args: { dot: true, count: undefined, label: copy.t('chat.newMessages') } };
export const Hidden: Story = { args: { count: 0 } };
export const Standalone: Story = { args: { children: undefined, count: 8, label: unread(8) } };
