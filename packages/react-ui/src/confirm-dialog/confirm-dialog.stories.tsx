import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { copyOf, defaultCopy, localeArgs } from '../story-support/story-locale';
import { ThemeRoot } from '../theme-root';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const words = localeArgs(ConfirmDialog, (copy) => ({
  title: copy.t('address.deleteAddress'),
  message: copy.t('address.deleteConfirm'),
  confirmLabel: copy.t('address.delete'),
  cancelLabel: copy.t('address.cancel'),
}));

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { frame: 'page', localeArgs: words },
  args: {
    open: true,
    ...words(defaultCopy),
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const repurchaseWords = localeArgs(ConfirmDialog, (copy) => ({
  ...words(copy),
  title: copy.t('order.buyBackConfirm'),
  confirmLabel: copy.t('list.ok'),
  children: <p style={{ margin: 0, fontWeight: 600 }}>{`${copy.t('order.buyBackRate')} 85%`}</p>,
}));

export const DeleteAddress: Story = {};
export const Repurchase: Story = {
  args: { ...repurchaseWords(defaultCopy), message: undefined, destructive: false },
  parameters: { localeArgs: repurchaseWords },
};
export const Busy: Story = { args: { busy: true } };
export const Dark: Story = {
  decorators: [
    (Story) => (
      <ThemeRoot colorScheme="dark">
        <div style={{ minHeight: '100vh' }}>{Story()}</div>
      </ThemeRoot>
    ),
  ],
};
export const Bengali: Story = { globals: { locale: 'bn' } };
export const Uzbek: Story = { globals: { locale: 'uz' } };

function DialogDemo({ openLabel, ...args }: ConfirmDialogProps & { openLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {openLabel}
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onCancel={() => {
          args.onCancel();
          setOpen(false);
        }}
        onConfirm={() => {
          args.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

/** Opened from a button: focus moves in, stays in, and comes back to the button. */
export const FromButton: Story = {
  parameters: { frame: 'padded' },
  render: (args, context) => <DialogDemo {...args} openLabel={copyOf(context).t('address.delete')} />,
};
