import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocaleGallery } from '../story-support/locale-gallery';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { shopTabs } from '../story-support/tab-bar-items';
import { TabBar } from './tab-bar';

/** The shop's tabs, with `cartCount` goods in the cart. */
const tabWords = (cartCount = 0) =>
  localeArgs(TabBar, (copy) => ({ items: shopTabs(copy, cartCount), label: copy.t('tab.bar') }));
const words = tabWords();

const meta = {
  title: 'Navigation/TabBar',
  component: TabBar,
  parameters: { frame: 'page', localeArgs: words },
  args: { ...words(defaultCopy), defaultValue: 'home', fixed: true },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const CartSelected: Story = { args: { defaultValue: 'cart' } };
export const WithCartBadge: Story = {
  args: tabWords(3)(defaultCopy),
  parameters: { localeArgs: tabWords(3) },
};
export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: tabWords(12)(defaultCopy),
  parameters: { localeArgs: tabWords(12) },
};
export const FiveLocales: Story = {
  parameters: { frame: 'padded' },
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <TabBar {...args} fixed={false} items={shopTabs(localeCopy, 2)} label={localeCopy.t('tab.bar')} />
      )}
    />
  ),
};
