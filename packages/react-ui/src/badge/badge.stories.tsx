import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../icon';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { Badge } from './badge';

const unread = (copy: StoryCopy, count: number) => copy.t('chat.unread', { count: copy.formatNumber(count) });
/** The badge's label for `count` unread messages, on the chat icon. */
const unreadWords = (count: number, icon = true) =>
  localeArgs(Badge, (copy) => ({
    label: unread(copy, count),
    children: icon ? <Icon name="service" label={copy.t('chat.log')} /> : undefined,
  }));
const words = unreadWords(3);

const meta = {
  title: 'Basics/Badge',
  component: Badge,
  parameters: { localeArgs: words },
  args: { count: 3, ...words(defaultCopy) },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const dotWords = localeArgs(Badge, (copy) => ({ ...words(copy), label: copy.t('chat.newMessages') }));

export const Count: Story = {};
export const Overflow: Story = {
  args: { count: 120, ...unreadWords(120)(defaultCopy) },
  parameters: { localeArgs: unreadWords(120) },
};
export const Dot: Story = {
  args: { dot: true, count: undefined, ...dotWords(defaultCopy) },
  parameters: { localeArgs: dotWords },
};
export const Hidden: Story = { args: { count: 0 } };
export const Standalone: Story = {
  args: { count: 8, ...unreadWords(8, false)(defaultCopy) },
  parameters: { localeArgs: unreadWords(8, false) },
};
