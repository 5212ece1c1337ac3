import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { LocaleGallery } from '../story-support/locale-gallery';
import type { StoryCopy } from '../story-support/story-copy';
import { copyOf, defaultCopy, localeArgs } from '../story-support/story-locale';
import { Toast, useToast } from './toast';

const words = localeArgs(Toast, (copy) => ({ message: copy.t('message.addedToCart') }));
const errorWords = localeArgs(Toast, (copy) => ({ message: copy.t('common.loadFailed') }));
const loadingWords = localeArgs(Toast, (copy) => ({ message: copy.t('common.loading') }));
/** A long message: the address deletion's question. */
const longWords = localeArgs(Toast, (copy) => ({ message: copy.t('address.deleteConfirm') }));

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  parameters: { frame: 'page', localeArgs: words },
  args: { open: true, ...words(defaultCopy), duration: 0, onClose: fn() },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Success: Story = { args: { kind: 'success' } };
export const ErrorMessage: Story = {
  args: { kind: 'error', ...errorWords(defaultCopy) },
  parameters: { localeArgs: errorWords },
};
export const Loading: Story = {
  args: { kind: 'loading', ...loadingWords(defaultCopy) },
  parameters: { localeArgs: loadingWords },
};
export const LongBengali: Story = {
  globals: { locale: 'bn' },
  args: longWords(defaultCopy),
  parameters: { localeArgs: longWords },
};

function ToastDemo({ copy }: { copy: StoryCopy }) {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.show(copy.t('message.addedToCart'), 'success')}>
        {copy.t('message.addedToCart')}
      </Button>
      <Toast {...toast.props} />
    </>
  );
}

/** Tap the button: the toast hides itself after 1500 ms. */
export const AutoHide: Story = { render: (_args, context) => <ToastDemo copy={copyOf(context)} /> };
export const FiveLocales: Story = {
  parameters: { frame: 'padded' },
  render: () => (
    <LocaleGallery
      render={(localeCopy) => (
        <div className="mall-toast__box" style={{ animation: 'none' }}>
          {localeCopy.t('message.addedToCart')}
        </div>
      )}
    />
  ),
};
