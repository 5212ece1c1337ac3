import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { type StoryCopy, storyCopy } from '../story-support/story-copy';
import { Tabs } from './tabs';

const copy = storyCopy.en;

function detailTabs({ t }: StoryCopy) {
  return [
    { value: 'information', label: t('detail.tabInformation') },
    { value: 'comment', label: t('detail.tabComment') },
    { value: 'details', label: t('detail.tabDetails') },
  ];
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  parameters: { frame: 'bare' },
  args: {
    label: copy.t('detail.tabs'),
    items: detailTabs(copy),
    onChange: fn(),
    children: <p style={{ padding: 16, margin: 0 }}>{copy.sample.goodsName}</p>,
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'comment' } };
export const WithoutPanel: Story = { args: { children: undefined } };
export const FiveLocales: Story = {
  parameters: { frame: 'padded' },
  render: ({ children: _panel, ...args }) => (
    <LocaleGallery
      render={(localeCopy) => <Tabs {...args} variant="scroll" items={detailTabs(localeCopy)} />}
    />
  ),
};
