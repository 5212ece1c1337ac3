import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type StoryCopy, storyCopy } from '../story-support/story-copy';
import { ActionSheet } from './action-sheet';

const copy = storyCopy.en;

function reasons({ sample }: StoryCopy) {
  const [wrongItem, damaged, noLongerNeeded] = sample.refundReasons;
  return [
    { value: 'wrong-item', label: wrongItem },
    { value: 'damaged', label: damaged },
    { value: 'no-longer-needed', label: noLongerNeeded },
  ];
}

const meta = {
  title: 'Feedback/ActionSheet',
  component: ActionSheet,
  parameters: { frame: 'page' },
  args: {
    open: true,
    title: copy.t('order.chooseRefundReason'),
    actions: reasons(copy),
    cancelLabel: copy.t('address.cancel'),
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
    label: copy.t('address.edit'),
    actions: [
      { value: 'edit', label: copy.t('address.edit') },
      { value: 'delete', label: copy.t('address.delete'), destructive: true },
      {
        value: 'default',
        label: copy.t('address.isDefault'),
        disabled: true,
        description: copy.t('address.default'),
      },
    ],
  },
};
export const Bengali: Story = {
  args: {
    title: storyCopy.bn.t('order.chooseRefundReason'),
    actions: reasons(storyCopy.bn),
    cancelLabel: storyCopy.bn.t('address.cancel'),
  },
};
export const Uzbek: Story = {
  args: {
    title: storyCopy.uz.t('order.chooseRefundReason'),
    actions: reasons(storyCopy.uz),
    cancelLabel: storyCopy.uz.t('address.cancel'),
  },
};
