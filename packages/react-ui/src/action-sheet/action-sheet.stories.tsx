import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { ActionSheet } from './action-sheet';

function reasons({ sample }: StoryCopy) {
  const [wrongItem, damaged, noLongerNeeded] = sample.refundReasons;
  return [
    { value: 'wrong-item', label: wrongItem },
    { value: 'damaged', label: damaged },
    { value: 'no-longer-needed', label: noLongerNeeded },
  ];
}

const words = localeArgs(ActionSheet, (copy) => ({
  title: copy.t('order.chooseRefundReason'),
  actions: reasons(copy),
  cancelLabel: copy.t('address.cancel'),
}));

const meta = {
  title: 'Feedback/ActionSheet',
  component: ActionSheet,
  parameters: { frame: 'page', localeArgs: words },
  args: { open: true, ...words(defaultCopy), onSelect: fn(), onClose: fn() },
} satisfies Meta<typeof ActionSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const destructiveWords = localeArgs(ActionSheet, (copy) => ({
  ...words(copy),
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
}));

export const RefundReasons: Story = {};
export const WithDestructive: Story = {
  args: { ...destructiveWords(defaultCopy), title: undefined },
  parameters: { localeArgs: destructiveWords },
};
export const Bengali: Story = { globals: { locale: 'bn' } };
export const Uzbek: Story = { globals: { locale: 'uz' } };
