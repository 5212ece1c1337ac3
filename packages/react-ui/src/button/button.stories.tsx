import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import type { MessageKey } from '../story-support/story-copy';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { Button } from './button';

/** The button's text: the app's message `key`. */
const textOf = (key: MessageKey) => localeArgs(Button, (copy) => ({ children: copy.t(key) }));
const words = textOf('order.action.pay');

const meta = {
  title: 'Basics/Button',
  component: Button,
  parameters: { localeArgs: words },
  args: { ...words(defaultCopy), onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Accent: Story = { args: { variant: 'accent', size: 'large' } };
export const Secondary: Story = {
  args: { variant: 'secondary', ...textOf('address.cancel')(defaultCopy) },
  parameters: { localeArgs: textOf('address.cancel') },
};
export const Outline: Story = {
  args: { variant: 'outline', size: 'small', ...textOf('order.action.cancel')(defaultCopy) },
  parameters: { localeArgs: textOf('order.action.cancel') },
};
export const Text: Story = {
  args: { variant: 'text', ...textOf('address.edit')(defaultCopy) },
  parameters: { localeArgs: textOf('address.edit') },
};
export const Block: Story = {
  args: { block: true, size: 'large', ...textOf('address.save')(defaultCopy) },
  parameters: { localeArgs: textOf('address.save') },
};
export const Disabled: Story = { args: { disabled: true } };
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button {...args} variant="outline" size="small">
            {localeCopy.t('order.action.cancel')}
          </Button>
          <Button {...args} variant="accent" size="small">
            {localeCopy.t('order.action.pay')}
          </Button>
        </div>
      )}
    />
  ),
};
