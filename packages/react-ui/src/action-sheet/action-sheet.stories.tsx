import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type StoryCopy, storyCopy } from '../story-support/story-copy';
import { ActionSheet } from './action-sheet';

const copy = storyCopy.en;

function reasons(localeCopy: StoryCopy) {
  return [
    { value: 'wrong-item', label: localeCopy.reasonWrongItem },
    { value: 'damaged', label: localeCopy.reasonDamaged },
    { value: 'no-longer-needed', label: localeCopy.reasonNoLonger },
  ];
}

const meta = {
  title: 'Feedback/ActionSheet',
  component: ActionSheet,
  parameters: { frame: 'page' },
  args: {
    open: true,
    title: copy.refundReasonTitle,
    actions: reasons(copy),
    cancelLabel: copy.cancel,
    onSelect: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ActionSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefundReasons: Story = {};
export const WithDestructive: Story = {
  args: {
    title: undefined,
    label: copy.edit,
    actions: [
      { value: 'edit', label: copy.edit },
      { value: 'delete', label: copy.confirmDelete, destructive: true },
      { value: 'default', label: copy.setDefault, disabled: true, description: copy.defaultTag },
    ],
  },
};
export const Bengali: Story = {
  args: {
    title: storyCopy.bn.refundReasonTitle,
    actions: reasons(storyCopy.bn),
    cancelLabel: storyCopy.bn.cancel,
  },
};
export const Uzbek: Story = {
  args: {
    title: storyCopy.uz.refundReasonTitle,
    actions: reasons(storyCopy.uz),
    cancelLabel: storyCopy.uz.cancel,
  },
};
