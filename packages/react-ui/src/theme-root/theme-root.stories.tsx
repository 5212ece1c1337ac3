import type { Meta, StoryObj } from '@storybook/react-vite';
import { BalanceCard } from '../balance-card';
import { Button } from '../button';
import { CouponCard } from '../coupon-card';
import { sampleCoupon } from '../story-support/sample-texts';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { ThemeRoot } from './theme-root';

/** A few themed components, worded in the locale. */
function sample(copy: StoryCopy) {
  return (
    <div style={{ display: 'grid', gap: 12, padding: 12 }}>
      <BalanceCard label={copy.t('my.balance')} amount={1288650} currencySymbol="¥" />
      <CouponCard state="available" {...sampleCoupon(copy)} />
      <Button block size="large">
        {copy.t('address.save')}
      </Button>
    </div>
  );
}

const words = localeArgs(ThemeRoot, (copy) => ({ children: sample(copy) }));

const meta = {
  title: 'Basics/ThemeRoot',
  component: ThemeRoot,
  parameters: { frame: 'bare', localeArgs: words },
  decorators: [(Story) => <div style={{ display: 'grid', minHeight: '100vh' }}>{Story()}</div>],
  args: words(defaultCopy),
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { args: { colorScheme: 'dark' } };
export const CustomPrimary: Story = {
  args: { tokens: { colorPrimary: '#0b7a53', colorTabActive: '#0b7a53' } },
};
/** On a wide screen the shop stays phone-width and centred. */
export const WideScreen: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { contentMaxWidth: '480px' },
};
