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
    title: copy.confirmTitle,
    message: copy.confirmMessage,
    confirmLabel: copy.confirmDelete,
    cancelLabel: copy.cancel,
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
    title: 'Please confirm whether to repurchase?',
    message: undefined,
    destructive: false,
    confirmLabel: 'OK',
    children: <p style={{ margin: 0, fontWeight: 600 }}>Repurchase rate 85%</p>,
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
    title: storyCopy.bn.confirmTitle,
    message: storyCopy.bn.confirmMessage,
    confirmLabel: storyCopy.bn.confirmDelete,
    cancelLabel: storyCopy.bn.cancel,
  },
};
export const Uzbek: Story = {
  args: {
    title: storyCopy.uz.confirmTitle,
    message: storyCopy.uz.confirmMessage,
    confirmLabel: storyCopy.uz.confirmDelete,
    cancelLabel: storyCopy.uz.cancel,
  },
};

function DialogDemo(args: Parameters<typeof ConfirmDialog>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {copy.confirmDelete}
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
