import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Badge } from '../badge';
import { BalanceCard } from '../balance-card';
import { Button } from '../button';
import { Cell, CellGroup } from '../cell';
import { Icon, type IconName } from '../icon';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy } from '../story-support/story-locale';
import { shopTabs } from '../story-support/tab-bar-items';
import { TabBar } from '../tab-bar';
import { screenStyles } from './screen-styles';

const orderShortcuts: Array<{ icon: IconName; label: (copy: StoryCopy) => string; count: number }> = [
  { icon: 'wallet', label: (copy) => copy.t('order.tab.pendingPayment'), count: 2 },
  { icon: 'empty', label: (copy) => copy.t('order.tab.pendingShipment'), count: 1 },
  { icon: 'location', label: (copy) => copy.t('order.tab.pendingReceipt'), count: 0 },
  { icon: 'edit', label: (copy) => copy.t('order.tab.pendingEvaluation'), count: 5 },
];

function MyScreen({ copy }: { copy: StoryCopy }) {
  return (
    <div style={screenStyles.page}>
      <header style={{ ...screenStyles.header, color: '#fff', paddingTop: 24 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
          <span
            aria-hidden="true"
            style={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              background: 'linear-gradient(135deg, #ffd2b8, #ff9f7a)',
              border: '2px solid #fff',
            }}
          />
          <div>
            <h1 style={{ margin: 0, fontSize: 18 }}>Li Wei</h1>
            <p style={{ margin: 0, fontSize: 13, opacity: 0.9 }}>138****8000</p>
          </div>
        </div>
        <BalanceCard
          label={copy.t('my.balance')}
          amount={1288650}
          currencySymbol="¥"
          actions={
            <Button variant="secondary" size="small" onClick={fn()}>
              {copy.t('withdrawal.submit')}
            </Button>
          }
        />
      </header>
      <section
        aria-label={copy.t('my.orders')}
        style={{ margin: '0 12px 12px', padding: 12, borderRadius: 10, background: '#fff' }}
      >
        <ul style={{ ...screenStyles.shortcuts, margin: 0, padding: 0 }}>
          {orderShortcuts.map((shortcut) => (
            <li key={shortcut.icon}>
              <a href="#/pages/order/list" style={screenStyles.shortcut}>
                <Badge count={shortcut.count} label={String(shortcut.count)}>
                  <Icon name={shortcut.icon} />
                </Badge>
                {shortcut.label(copy)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <CellGroup>
        <Cell
          title={copy.t('title.withdrawalList')}
          icon={<Icon name="wallet" />}
          href="#/pages/withdrawal/list"
        />
        <Cell title={copy.t('title.bankList')} icon={<Icon name="card" />} href="#/pages/bank/list" />
        <Cell
          title={copy.t('title.chat')}
          icon={<Icon name="service" />}
          href="#/uni_modules/cool-cs/pages/chat"
        />
        <Cell
          title={copy.t('my.coupons')}
          icon={<Icon name="coupon" />}
          value="3"
          href="#/pages/market/coupon"
        />
        <Cell title={copy.t('title.settings')} icon={<Icon name="user" />} href="#/pages/user/set" />
      </CellGroup>
      <TabBar items={shopTabs(copy, 3)} label={copy.t('tab.bar')} defaultValue="my" fixed />
    </div>
  );
}

const meta = {
  title: 'Screens/My',
  component: MyScreen,
  // A screen put together from the kit: its stories, not a docs page of its own.
  tags: ['!autodocs'],
  parameters: { frame: 'bare', localeArgs: (copy: StoryCopy) => ({ copy }) },
  args: { copy: defaultCopy },
} satisfies Meta<typeof MyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { globals: { locale: 'en' } };
export const Uzbek: Story = { globals: { locale: 'uz' } };
