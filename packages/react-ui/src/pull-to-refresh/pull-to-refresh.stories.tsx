import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GoodsGrid } from '../goods-grid';
import { pullToRefreshLabels } from '../story-support/pull-to-refresh-labels';
import { sampleGoodsCards } from '../story-support/sample-goods-cards';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { PullToRefresh } from './pull-to-refresh';

const words = localeArgs(PullToRefresh, (copy) => ({
  labels: pullToRefreshLabels(copy),
  children: <GoodsGrid label={copy.t('home.hot')}>{sampleGoodsCards(copy).slice(0, 4)}</GoodsGrid>,
}));

const meta = {
  title: 'Feedback/PullToRefresh',
  component: PullToRefresh,
  parameters: { localeArgs: words },
  args: {
    ...words(defaultCopy),
    onRefresh: fn(() => new Promise((resolve) => setTimeout(resolve, 1200))),
  },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drag down with the mouse (or a finger) from the top: 45 px and let go. */
export const Idle: Story = {};
export const Refreshing: Story = { args: { refreshing: true } };
export const Disabled: Story = { args: { disabled: true } };
export const RefreshingBengali: Story = { globals: { locale: 'bn' }, args: { refreshing: true } };
export const RefreshingUzbek: Story = { globals: { locale: 'uz' }, args: { refreshing: true } };
