import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CouponCard } from '../coupon-card';
import { GoodsGrid } from '../goods-grid';
import { Icon, type IconName } from '../icon';
import { PullToRefresh } from '../pull-to-refresh';
import { SearchBox } from '../search-box';
import { pullToRefreshLabels } from '../story-support/pull-to-refresh-labels';
import { sampleGoodsCards } from '../story-support/sample-goods-cards';
import { sampleBanners } from '../story-support/sample-images';
import { sampleCoupon } from '../story-support/sample-texts';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy } from '../story-support/story-locale';
import { shopTabs } from '../story-support/tab-bar-items';
import { Swiper } from '../swiper';
import { TabBar } from '../tab-bar';
import { screenStyles } from './screen-styles';

const shortcuts: Array<{ icon: IconName; label: (copy: StoryCopy) => string; tint: string; colour: string }> =
  [
    { icon: 'category', label: (copy) => copy.t('tab.category'), tint: '#e8f0fd', colour: '#1a66e0' },
    { icon: 'coupon', label: (copy) => copy.t('title.coupon'), tint: '#fff1e8', colour: '#c44a00' },
    { icon: 'wallet', label: (copy) => copy.t('my.balance'), tint: '#e9f7ef', colour: '#15803d' },
    { icon: 'service', label: (copy) => copy.t('detail.service'), tint: '#f1ecfd', colour: '#6e4bd8' },
  ];

function HomeScreen({ copy }: { copy: StoryCopy }) {
  return (
    <div style={screenStyles.page}>
      <PullToRefresh onRefresh={fn()} labels={pullToRefreshLabels(copy)}>
        <header style={screenStyles.header}>
          <SearchBox
            label={copy.t('common.search')}
            placeholder={copy.t('home.searchPlaceholder')}
            clearLabel={copy.t('common.clear')}
            onActivate={fn()}
          />
          <div style={{ marginTop: 12 }}>
            <Swiper
              label={copy.t('home.banners')}
              pauseLabel={copy.t('common.pause')}
              playLabel={copy.t('common.play')}
              autoplay={false}
              slides={sampleBanners.map((src, index) => ({
                key: String(index),
                content: <img src={src} alt={`${copy.t('home.banners')} ${index + 1}`} />,
              }))}
            />
          </div>
        </header>
        <nav aria-label={copy.t('tab.category')}>
          <ul style={screenStyles.shortcuts}>
            {shortcuts.map((shortcut) => (
              <li key={shortcut.icon}>
                <a href="#/pages/index/category" style={screenStyles.shortcut}>
                  <span
                    style={{
                      ...screenStyles.shortcutIcon,
                      background: shortcut.tint,
                      color: shortcut.colour,
                    }}
                  >
                    <Icon name={shortcut.icon} />
                  </span>
                  {shortcut.label(copy)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div style={screenStyles.section}>
          <CouponCard state="available" {...sampleCoupon(copy)} onAction={fn()} />
        </div>
        <h2 style={screenStyles.sectionTitle}>{copy.t('home.hot')}</h2>
        <div style={screenStyles.section}>
          <GoodsGrid label={copy.t('home.hot')}>{sampleGoodsCards(copy)}</GoodsGrid>
        </div>
      </PullToRefresh>
      <TabBar items={shopTabs(copy, 3)} label={copy.t('tab.bar')} defaultValue="home" fixed />
    </div>
  );
}

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  // A screen put together from the kit: its stories, not a docs page of its own.
  tags: ['!autodocs'],
  parameters: { frame: 'bare', localeArgs: (copy: StoryCopy) => ({ copy }) },
  args: { copy: defaultCopy },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { globals: { locale: 'en' } };
export const Chinese: Story = { globals: { locale: 'zh-Hans' } };
export const Bengali: Story = { globals: { locale: 'bn' } };
