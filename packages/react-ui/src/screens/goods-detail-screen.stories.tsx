import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GoodsActionBar } from '../goods-action-bar';
import { IconButton } from '../icon-button';
import { NavBar } from '../nav-bar';
import { Price } from '../price';
import { SpecPicker } from '../spec-picker';
import { goodsActionShortcuts } from '../story-support/goods-action-shortcuts';
import { sampleGoods } from '../story-support/sample-images';
import { sampleSpecPicker } from '../story-support/sample-specs';
import { soldText } from '../story-support/sample-texts';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy } from '../story-support/story-locale';
import { Swiper } from '../swiper';
import { Tabs } from '../tabs';

function GoodsDetailScreen({ copy }: { copy: StoryCopy }) {
  const [headphones, , , , watch] = sampleGoods;
  return (
    <div style={{ paddingBottom: 80 }}>
      <NavBar
        title={copy.t('title.goodsDetail')}
        onBack={fn()}
        backLabel={copy.t('nav.back')}
        right={<IconButton icon="service" label={copy.t('detail.service')} onClick={fn()} />}
      />
      <Swiper
        label={copy.t('detail.pictures')}
        pauseLabel={copy.t('common.pause')}
        playLabel={copy.t('common.play')}
        autoplay={false}
        className="mall-screen-square-swiper"
        slides={[headphones.image, watch.image].map((src, index) => ({
          key: String(index),
          content: (
            <img
              src={src}
              alt={copy.t('detail.picture', { index: index + 1 })}
              style={{ aspectRatio: '1' }}
            />
          ),
        }))}
      />
      <section style={{ display: 'grid', gap: 8, padding: 12, background: '#fff' }}>
        <Price
          value={29900}
          originalValue={45900}
          currencySymbol="¥"
          label={copy.t('common.price')}
          originalLabel={copy.t('common.originalPrice')}
          size="large"
        />
        <h1 style={{ margin: 0, fontSize: 17, lineHeight: 1.4 }}>{copy.sample.goodsName}</h1>
        <p style={{ margin: 0, color: '#5f6672', fontSize: 12 }}>{soldText(copy)}</p>
      </section>
      <div style={{ marginTop: 10 }}>
        <Tabs
          label={copy.t('detail.tabs')}
          items={[
            { value: 'information', label: copy.t('detail.tabInformation') },
            { value: 'comment', label: copy.t('detail.tabComment'), count: 12 },
          ]}
        >
          <div style={{ paddingTop: 40 }}>
            <SpecPicker {...sampleSpecPicker(copy)} />
          </div>
        </Tabs>
      </div>
      <GoodsActionBar
        fixed
        label={copy.t('detail.actions')}
        shortcuts={goodsActionShortcuts(copy, fn())}
        secondary={{ label: copy.t('detail.addToCart'), onClick: fn() }}
        primary={{ label: copy.t('detail.buyNow'), onClick: fn() }}
      />
    </div>
  );
}

const meta = {
  title: 'Screens/Goods detail',
  component: GoodsDetailScreen,
  // A screen put together from the kit: its stories, not a docs page of its own.
  tags: ['!autodocs'],
  parameters: { frame: 'bare', localeArgs: (copy: StoryCopy) => ({ copy }) },
  args: { copy: defaultCopy },
} satisfies Meta<typeof GoodsDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { globals: { locale: 'en' } };
export const Chinese: Story = { globals: { locale: 'zh-Hans' } };
