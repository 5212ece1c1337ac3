import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { type StoryCopy, storyCopy } from '../story-support/story-copy';
import { Tabs } from './tabs';

const copy = storyCopy.en;

function detailTabs(localeCopy: StoryCopy) {
  return [
    { value: 'information', label: localeCopy.titleGoodsDetail },
    { value: 'comment', label: localeCopy.statusPendingEvaluation },
    { value: 'details', label: localeCopy.detailedAddress },
  ];
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  parameters: { frame: 'bare' },
  args: {
    label: copy.titleGoodsDetail,
    items: [
      { value: 'information', label: 'Information' },
      { value: 'comment', label: 'Comments' },
      { value: 'details', label: 'Details' },
    ],
    onChange: fn(),
    children: <p style={{ padding: 16, margin: 0 }}>{copy.goodsName}</p>,
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
