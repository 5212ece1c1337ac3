import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconButton } from '../icon-button';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { NavBar } from './nav-bar';

const copy = storyCopy.en;

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  parameters: { frame: 'bare' },
  args: { title: copy.t('title.addressEdit'), onBack: fn(), backLabel: copy.t('nav.back') },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultWhite: Story = {};
export const WithoutBack: Story = { args: { onBack: undefined, title: copy.t('tab.cart') } };
export const Custom: Story = {
  args: {
    variant: 'custom',
    title: copy.t('title.goodsDetail'),
    background: 'linear-gradient(90deg, #1a66e0, #3b82f6)',
    color: '#ffffff',
    right: <IconButton icon="service" label={copy.t('chat.log')} />,
  },
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
