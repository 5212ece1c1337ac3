import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { storyCopy } from '../story-support/story-copy';
import { ThemeRoot } from '../theme-root';
import { ConfirmDialog } from './confirm-dialog';

const copy = storyCopy.en;

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { frame: 'page' },
  args: {
    open: true,
    title: copy.t('address.deleteAddress'),
    message: copy.t('address.deleteConfirm'),
    confirmLabel: copy.t('address.delete'),
    cancelLabel: copy.t('address.cancel'),
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteAddress: Story = {};
export const Repurchase: Story = {
  args: {
    title: copy.t('order.buyBackConfirm'),
    message: undefined,
    destructive: false,
    confirmLabel: copy.t('list.ok'),
    children: <p style={{ margin: 0, fontWeight: 600 }}>{`${copy.t('order.buyBackRate')} 85%`}</p>,
  },
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
export const Bengali: Story = {
  args: {
    title: storyCopy.bn.t('address.deleteAddress'),
    message: storyCopy.bn.t('address.deleteConfirm'),
    confirmLabel: storyCopy.bn.t('address.delete'),
    cancelLabel: storyCopy.bn.t('address.cancel'),
  },
};
export const Uzbek: Story = {
  args: {
    title: storyCopy.uz.t('address.deleteAddress'),
    message: storyCopy.uz.t('address.deleteConfirm'),
    confirmLabel: storyCopy.uz.t('address.delete'),
    cancelLabel: storyCopy.uz.t('address.cancel'),
  },
};

function DialogDemo(args: Parameters<typeof ConfirmDialog>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {copy.t('address.delete')}
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
  render: (args) => <DialogDemo {...args} />,
};
