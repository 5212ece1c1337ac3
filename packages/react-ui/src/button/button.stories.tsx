import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { Button } from './button';

const copy = storyCopy.en;

const meta = {
  title: 'Basics/Button',
  component: Button,
  args: { children: copy.t('order.action.pay'), onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Accent: Story = { args: { variant: 'accent', size: 'large' } };
export const Secondary: Story = { args: { variant: 'secondary', children: copy.t('address.cancel') } };
export const Outline: Story = {
  args: { variant: 'outline', size: 'small', children: copy.t('order.action.cancel') },
};
export const Text: Story = { args: { variant: 'text', children: copy.t('address.edit') } };
export const Block: Story = { args: { block: true, size: 'large', children: copy.t('address.save') } };
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
