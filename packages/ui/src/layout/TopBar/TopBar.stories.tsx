import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopBar } from './TopBar';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  args: {
    userFirstName: 'Linh',
    onProfile: fn(),
    onChangePassword: fn(),
    onLogout: fn(),
    onSearch: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const UserMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hi, Linh' }));
    await expect(canvas.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await expect(canvas.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A long first name is cut with an ellipsis; the whole greeting is in its tooltip. */
export const LongFirstName: Story = {
  args: { userFirstName: 'Maximilianus-Bartholomew-Alexandros' },
};

export const Searches: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Search' }),
      'order 1042{Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('order 1042');
  },
};
