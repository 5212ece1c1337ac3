import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultCopy, localeArgs } from '../story-support/story-locale';
import { Icon, iconNames } from './icon';

const labelledWords = localeArgs(Icon, (copy) => ({ label: copy.t('detail.service') }));

const meta = {
  title: 'Basics/Icon',
  component: Icon,
  args: { name: 'cart' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const Labelled: Story = {
  args: { name: 'service', ...labelledWords(defaultCopy) },
  parameters: { localeArgs: labelledWords },
};
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
