import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconButton } from '../icon-button';
import { LocaleGallery } from '../story-support/locale-gallery';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { NavBar } from './nav-bar';

const words = localeArgs(NavBar, (copy) => ({
  title: copy.t('title.addressEdit'),
  backLabel: copy.t('nav.back'),
}));
const cartWords = localeArgs(NavBar, (copy) => ({ ...words(copy), title: copy.t('tab.cart') }));
const customWords = localeArgs(NavBar, (copy) => ({
  ...words(copy),
  title: copy.t('title.goodsDetail'),
  right: <IconButton icon="service" label={copy.t('chat.log')} />,
}));

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  parameters: { frame: 'bare', localeArgs: words },
  args: { ...words(defaultCopy), onBack: fn() },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultWhite: Story = {};
export const WithoutBack: Story = {
  args: { ...cartWords(defaultCopy), onBack: undefined },
  parameters: { localeArgs: cartWords },
};
export const Custom: Story = {
  args: {
    variant: 'custom',
    ...customWords(defaultCopy),
    background: 'linear-gradient(90deg, #1a66e0, #3b82f6)',
    color: '#ffffff',
  },
  parameters: { localeArgs: customWords },
};
export const FiveLocales: Story = {
  parameters: { frame: 'padded' },
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <NavBar
          {...args}
          headingLevel={2}
          title={localeCopy.t('title.goodsDetail')}
          backLabel={localeCopy.t('nav.back')}
        />
      )}
    />
  ),
};
