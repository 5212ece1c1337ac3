import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GoodsGrid } from '../goods-grid';
import { pullToRefreshLabels } from '../story-support/pull-to-refresh-labels';
import { sampleGoodsCards } from '../story-support/sample-goods-cards';
import { storyCopy } from '../story-support/story-copy';
import { PullToRefresh } from './pull-to-refresh';

const copy = storyCopy.en;

const content = <GoodsGrid label={copy.t('home.hot')}>{sampleGoodsCards(copy).slice(0, 4)}</GoodsGrid>;

const meta = {
  title: 'Feedback/PullToRefresh',
  component: PullToRefresh,
  args: {
    labels: pullToRefreshLabels(copy),
    onRefresh: fn(() => new Promise((resolve) => setTimeout(resolve, 1200))),
    children: content,
  },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drag down with the mouse (or a finger) from the top: 45 px and let go. */
export const Idle: Story = {};
export const Refreshing: Story = { args: { refreshing: true } };
export const Disabled: Story = { args: { disabled: true } };
export const RefreshingBengali: Story = {
  args: { refreshing: true, labels: pullToRefreshLabels(storyCopy.bn) },
};
export const RefreshingUzbek: Story = {
  args: { refreshing: true, labels: pullToRefreshLabels(storyCopy.uz) },
};
