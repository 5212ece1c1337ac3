import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GoodsActionBar } from '../goods-action-bar';
import { Icon } from '../icon';
import { IconButton } from '../icon-button';
import { NavBar } from '../nav-bar';
import { Price } from '../price';
import { SpecPicker } from '../spec-picker';
import { sampleGoods } from '../story-support/sample-images';
import { sampleSkus, sampleSpecGroups } from '../story-support/sample-specs';
import { type StoryCopy, storyCopy } from '../story-support/story-copy';
import { Swiper } from '../swiper';
import { Tabs } from '../tabs';

function GoodsDetailScreen({ copy }: { copy: StoryCopy }) {
  const [headphones, , , , watch] = sampleGoods;
  return (
    <div style={{ paddingBottom: 80 }}>
      <NavBar
        title={copy.titleGoodsDetail}
        onBack={fn()}
        backLabel={copy.back}
        right={<IconButton icon="service" label={copy.service} onClick={fn()} />}
      />
      <Swiper
        label={copy.photos}
        pauseLabel={copy.pause}
        playLabel={copy.play}
        autoplay={false}
        className="mall-screen-square-swiper"
        slides={[headphones.image, watch.image].map((src, index) => ({
          key: String(index),
          content: <img src={src} alt={`${copy.photos} ${index + 1}`} style={{ aspectRatio: '1' }} />,
        }))}
      />
      <section style={{ display: 'grid', gap: 8, padding: 12, background: '#fff' }}>
        <Price
          value={29900}
          originalValue={45900}
          currencySymbol="¥"
          label={copy.price}
          originalLabel={copy.originalPrice}
          size="large"
        />
        <h1 style={{ margin: 0, fontSize: 17, lineHeight: 1.4 }}>{copy.goodsName}</h1>
        <p style={{ margin: 0, color: '#5f6672', fontSize: 12 }}>{copy.goodsSold}</p>
      </section>
      <div style={{ marginTop: 10 }}>
        <Tabs
          label={copy.titleGoodsDetail}
          items={[
            { value: 'information', label: copy.titleGoodsDetail },
            { value: 'comment', label: copy.statusPendingEvaluation, count: 12 },
          ]}
        >
          <div style={{ paddingTop: 40 }}>
            <SpecPicker
              groups={sampleSpecGroups(copy)}
              skus={sampleSkus}
              imageSrc={headphones.image}
              currencySymbol="¥"
              priceLabel={copy.price}
              originalPriceLabel={copy.originalPrice}
              stockLabel={copy.stock}
              outOfStockLabel={copy.outOfStock}
              quantityLabel={copy.quantity}
              increaseLabel={copy.increase}
              decreaseLabel={copy.decrease}
            />
          </div>
        </Tabs>
      </div>
      <GoodsActionBar
        fixed
        label={copy.goodsActions}
        shortcuts={[
          { key: 'service', label: copy.service, icon: <Icon name="service" />, onClick: fn() },
          {
            key: 'cart',
            label: copy.tabCart,
            icon: <Icon name="cart" />,
            onClick: fn(),
            badgeCount: 3,
            badgeLabel: '3',
          },
        ]}
        secondary={{ label: copy.addToCart, onClick: fn() }}
        primary={{ label: copy.buyNow, onClick: fn() }}
      />
    </div>
  );
}

const meta = {
  title: 'Screens/Goods detail',
  component: GoodsDetailScreen,
  parameters: { frame: 'bare' },
  args: { copy: storyCopy.en },
} satisfies Meta<typeof GoodsDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Chinese: Story = { args: { copy: storyCopy['zh-Hans'] } };
