import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { shopTabs } from '../story-support/tab-bar-items';
import { TabBar } from './tab-bar';

const copy = storyCopy.en;

const meta = {
  title: 'Navigation/TabBar',
  component: TabBar,
  parameters: { frame: 'page' },
  args: { items: shopTabs(copy), label: copy.t('tab.bar'), defaultValue: 'home', fixed: true },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const CartSelected: Story = { args: { defaultValue: 'cart' } };
export const WithCartBadge: Story = { args: { items: shopTabs(copy, 3) } };
export const Chinese: Story = {
  args: { items: shopTabs(storyCopy['zh-Hans'], 12), label: storyCopy['zh-Hans'].t('tab.bar') },
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
