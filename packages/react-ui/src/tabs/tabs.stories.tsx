import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import type { StoryCopy } from '../story-support/story-copy';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { Tabs } from './tabs';

function detailTabs({ t }: StoryCopy) {
  return [
    { value: 'information', label: t('detail.tabInformation') },
    { value: 'comment', label: t('detail.tabComment') },
    { value: 'details', label: t('detail.tabDetails') },
  ];
}

const words = localeArgs(Tabs, (copy) => ({
  label: copy.t('detail.tabs'),
  items: detailTabs(copy),
  children: <p style={{ padding: 16, margin: 0 }}>{copy.sample.goodsName}</p>,
}));
const tabsOnlyWords = localeArgs(Tabs, (copy) => ({ ...words(copy), children: undefined }));

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  parameters: { frame: 'bare', localeArgs: words },
  args: { ...words(defaultCopy), onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'comment' } };
export const WithoutPanel: Story = {
  args: { children: undefined },
  parameters: { localeArgs: tabsOnlyWords },
};
export const FiveLocales: Story = {
  parameters: { frame: 'padded' },
  render: ({ children: _panel, ...args }) => (
    <LocaleGallery
      render={(localeCopy) => <Tabs {...args} variant="scroll" items={detailTabs(localeCopy)} />}
    />
  ),
};
