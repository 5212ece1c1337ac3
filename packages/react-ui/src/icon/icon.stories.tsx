import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyCopy } from '../story-support/story-copy';
import { Icon, iconNames } from './icon';

const meta = {
  title: 'Basics/Icon',
  component: Icon,
  args: { name: 'cart' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const Labelled: Story = { args: { name: 'service', label: storyCopy.en.t('detail.service') } };
export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 12,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 11 }}>
          <Icon name={name} />
          {name}
        </li>
      ))}
    </ul>
  ),
};
