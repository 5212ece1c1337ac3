import type { Meta, StoryObj } from '@storybook/react-vite';
import { BalanceCard } from '../balance-card';
import { Button } from '../button';
import { CouponCard } from '../coupon-card';
import { sampleCoupon } from '../story-support/sample-texts';
import { storyCopy } from '../story-support/story-copy';
import { ThemeRoot } from './theme-root';

const copy = storyCopy.en;

const sample = (
  <div style={{ display: 'grid', gap: 12, padding: 12 }}>
    <BalanceCard label={copy.t('my.balance')} amount={1288650} currencySymbol="¥" />
    <CouponCard state="available" {...sampleCoupon(copy)} />
    <Button block size="large">
      {copy.t('address.save')}
    </Button>
  </div>
);

const meta = {
  title: 'Basics/ThemeRoot',
  component: ThemeRoot,
  parameters: { frame: 'bare' },
  decorators: [(Story) => <div style={{ display: 'grid', minHeight: '100vh' }}>{Story()}</div>],
  args: { children: sample },
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
