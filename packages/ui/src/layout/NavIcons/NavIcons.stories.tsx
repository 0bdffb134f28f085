import type { Meta, StoryObj } from '@storybook/react-vite';
import { NAV_ICON_NAMES, NavIcon } from './NavIcons';

const meta = {
  title: 'Layout/NavIcons',
  component: NavIcon,
  args: { name: 'orders' },
  argTypes: { name: { control: 'select', options: NAV_ICON_NAMES } },
  decorators: [
    (Story) => (
      <div style={{ fontSize: 32 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};

/** Every glyph with the name the app's route table uses for it. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, 120px)',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {NAV_ICON_NAMES.map((name) => (
        <li
          key={name}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', fontSize: 14 }}
        >
          <NavIcon name={name} style={{ fontSize: 28 }} />
          {name}
        </li>
      ))}
    </ul>
  ),
};
