import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { Switch } from './switch';

const words = localeArgs(Switch, (copy) => ({ label: copy.t('address.isDefault') }));

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  parameters: { frame: 'bare', localeArgs: words },
  args: { ...words(defaultCopy), onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const FiveLocales: Story = {
  parameters: { frame: 'padded' },
  render: (args) => (
    <LocaleGallery render={(localeCopy) => <Switch {...args} label={localeCopy.t('address.isDefault')} />} />
  ),
};
