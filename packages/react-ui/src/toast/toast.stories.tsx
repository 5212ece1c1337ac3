import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { Toast, useToast } from './toast';

const copy = storyCopy.en;

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  parameters: { frame: 'page' },
  args: { open: true, message: copy.t('message.addedToCart'), duration: 0, onClose: fn() },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Success: Story = { args: { kind: 'success' } };
export const ErrorMessage: Story = { args: { kind: 'error', message: copy.t('common.loadFailed') } };
export const Loading: Story = { args: { kind: 'loading', message: copy.t('common.loading') } };
export const LongBengali: Story = { args: { message: storyCopy.bn.t('address.deleteConfirm') } };

function ToastDemo() {
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
export const AutoHide: Story = { render: () => <ToastDemo /> };
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
