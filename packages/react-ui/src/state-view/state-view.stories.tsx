import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { StateView } from './state-view';

const words = localeArgs(StateView, (copy) => ({
  title: copy.t('order.empty'),
  actionLabel: copy.t('tab.home'),
}));
const loadingWords = localeArgs(StateView, (copy) => ({
  ...words(copy),
  title: copy.t('common.loading'),
}));
const errorWords = localeArgs(StateView, (copy) => ({
  ...words(copy),
  title: copy.t('common.loadFailed'),
}));

const meta = {
  title: 'Feedback/StateView',
  component: StateView,
  parameters: { localeArgs: words },
  args: {
    status: 'empty',
    ...words(defaultCopy),
    onAction: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StateView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Loading: Story = {
  args: { status: 'loading', ...loadingWords(defaultCopy) },
  parameters: { localeArgs: loadingWords },
};
export const LoadingAfterDelay: Story = {
  args: { status: 'loading', ...loadingWords(defaultCopy), delay: 200 },
  parameters: { localeArgs: loadingWords },
};
export const ErrorTapToReload: Story = {
  args: { status: 'error', ...errorWords(defaultCopy) },
  parameters: { localeArgs: errorWords },
};
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <StateView {...args} status="error" title={localeCopy.t('common.loadFailed')} />
      )}
    />
  ),
};
