import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { ThemeRoot } from '../theme-root';
import { Price } from './price';

const words = localeArgs(Price, (copy) => ({
  label: copy.t('common.price'),
  originalLabel: copy.t('common.originalPrice'),
}));

const meta = {
  title: 'Goods/Price',
  component: Price,
  parameters: { localeArgs: words },
  args: {
    value: 29900,
    currencySymbol: '¥',
    ...words(defaultCopy),
    size: 'medium',
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const Discounted: Story = { args: { originalValue: 45900 } };
export const Large: Story = { args: { size: 'large', value: 129900, originalValue: 159900 } };
export const Small: Story = { args: { size: 'small', value: 3990 } };
export const OtherCurrency: Story = { args: { currencySymbol: '৳', value: 125000, originalValue: 150000 } };
export const WholeUnits: Story = { args: { currencySymbol: 'so‘m ', value: 189000, fractionDigits: 0 } };

/** Inside `ThemeRoot locale="en"`: the whole part grouped. */
export const Grouped: Story = {
  args: { value: 12345600, originalValue: 15000000 },
  decorators: [
    (Story) => (
      <ThemeRoot locale="en">
        <Story />
      </ThemeRoot>
    ),
  ],
};

/** Inside `ThemeRoot locale="bn-BD"`: Bengali digits and grouping. */
export const BengaliDigits: Story = {
  globals: { locale: 'bn' },
  args: { currencySymbol: '৳', value: 123450, originalValue: 150000 },
  decorators: [
    (Story) => (
      <ThemeRoot locale="bn-BD">
        <Story />
      </ThemeRoot>
    ),
  ],
};
