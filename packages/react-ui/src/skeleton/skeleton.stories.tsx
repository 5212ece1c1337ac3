import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyCopy } from '../story-support/story-copy';
import { Skeleton, SkeletonScreen } from './skeleton';

const copy = storyCopy.en;

const meta = {
  title: 'Feedback/Skeleton',
  component: SkeletonScreen,
  args: { layout: 'goods-grid', label: copy.t('common.loading') },
} satisfies Meta<typeof SkeletonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GoodsGrid: Story = {};
export const List: Story = { args: { layout: 'list', count: 3 } };
export const Detail: Story = { parameters: { frame: 'bare' }, args: { layout: 'detail' } };
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 10 }}>
      <Skeleton shape="circle" width={48} height={48} />
      <Skeleton width="80%" />
      <Skeleton shape="block" height={120} />
    </div>
  ),
};
