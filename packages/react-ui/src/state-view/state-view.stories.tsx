import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { StateView } from './state-view';

const copy = storyCopy.en;

const meta = {
  title: 'Feedback/StateView',
  component: StateView,
  args: {
    status: 'empty',
    title: copy.t('order.empty'),
    actionLabel: copy.t('tab.home'),
    onAction: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StateView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Loading: Story = { args: { status: 'loading', title: copy.t('common.loading') } };
export const LoadingAfterDelay: Story = {
  args: { status: 'loading', title: copy.t('common.loading'), delay: 200 },
};
export const ErrorTapToReload: Story = { args: { status: 'error', title: copy.t('common.loadFailed') } };
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <StateView {...args} status="error" title={localeCopy.t('common.loadFailed')} />
      )}
    />
  ),
};
