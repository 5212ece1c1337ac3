import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NavBar } from '../nav-bar';
import { OrderCard } from '../order-card';
import { PullToRefresh } from '../pull-to-refresh';
import { StatusTabs } from '../status-tabs';
import { orderStatusTabs } from '../story-support/order-status-tabs';
import { pullToRefreshLabels } from '../story-support/pull-to-refresh-labels';
import { sampleGoods } from '../story-support/sample-images';
import { itemCountText } from '../story-support/sample-texts';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy } from '../story-support/story-locale';
import { screenStyles } from './screen-styles';

function OrderListScreen({ copy }: { copy: StoryCopy }) {
  const [headphones, bag, bottle] = sampleGoods;
  return (
    <div>
      <NavBar title={copy.t('title.orderList')} onBack={fn()} backLabel={copy.t('nav.back')} />
      <StatusTabs items={orderStatusTabs(copy)} label={copy.t('order.tabs')} defaultValue="all">
        <PullToRefresh onRefresh={fn()} labels={pullToRefreshLabels(copy)}>
          <div style={{ ...screenStyles.stack, padding: 12 }}>
            <OrderCard
              orderNumberLabel={copy.t('order.number')}
              orderNumber="202511210935001"
              statusText={copy.t('order.status.waitingPay')}
              statusTone="attention"
              items={[
                {
                  id: 1,
                  title: copy.sample.goodsName,
                  imageSrc: headphones.image,
                  specText: 'Midnight black, Pro',
                  price: 39900,
                  quantity: 1,
                },
                { id: 2, title: 'Canvas tote bag, large', imageSrc: bag.image, price: 15800, quantity: 2 },
              ]}
              currencySymbol="¥"
              itemCountText={itemCountText(copy, 3)}
              totalLabel={copy.t('order.payPrice')}
              total={71500}
              onSelect={fn()}
              actions={[
                { label: copy.t('order.action.cancel'), onClick: fn() },
                { label: copy.t('order.action.pay'), onClick: fn(), variant: 'accent' },
              ]}
            />
            <OrderCard
              orderNumberLabel={copy.t('order.number')}
              orderNumber="202511180812442"
              statusText={copy.t('order.status.waitingReceive')}
              statusTone="progress"
              items={[
                {
                  id: 3,
                  title: 'Insulated steel bottle 500 ml',
                  imageSrc: bottle.image,
                  price: 3990,
                  quantity: 1,
                },
              ]}
              currencySymbol="¥"
              totalLabel={copy.t('order.payPrice')}
              total={3990}
              onSelect={fn()}
              actions={[{ label: copy.t('order.action.confirm'), onClick: fn(), variant: 'primary' }]}
            />
          </div>
        </PullToRefresh>
      </StatusTabs>
    </div>
  );
}

const meta = {
  title: 'Screens/Order list',
  component: OrderListScreen,
  // A screen put together from the kit: its stories, not a docs page of its own.
  tags: ['!autodocs'],
  parameters: { frame: 'bare', localeArgs: (copy: StoryCopy) => ({ copy }) },
  args: { copy: defaultCopy },
} satisfies Meta<typeof OrderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { globals: { locale: 'en' } };
export const TraditionalChinese: Story = { globals: { locale: 'zh-tw' } };
