import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { Skeleton, SkeletonScreen } from './skeleton';

const words = localeArgs(SkeletonScreen, (copy) => ({ label: copy.t('common.loading') }));

const meta = {
  title: 'Feedback/Skeleton',
  component: SkeletonScreen,
  parameters: { localeArgs: words },
  args: { layout: 'goods-grid', ...words(defaultCopy) },
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
