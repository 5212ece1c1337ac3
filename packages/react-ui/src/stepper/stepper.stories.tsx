import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { Stepper } from './stepper';

const words = localeArgs(Stepper, (copy) => ({
  label: copy.t('detail.quantity'),
  increaseLabel: copy.t('detail.increase'),
  decreaseLabel: copy.t('detail.decrease'),
}));

const meta = {
  title: 'Goods/Stepper',
  component: Stepper,
  parameters: { localeArgs: words },
  args: {
    ...words(defaultCopy),
    max: 5,
    onChange: fn(),
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {};
export const Between: Story = { args: { defaultValue: 3 } };
export const AtStockLimit: Story = { args: { defaultValue: 5 } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 2 } };
export const FiveLocales: Story = {
  render: (args) => <LocaleGallery render={(localeCopy) => <Stepper {...args} {...words(localeCopy)} />} />,
};
