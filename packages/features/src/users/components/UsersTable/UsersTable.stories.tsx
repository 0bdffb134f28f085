import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { makeUserRecords } from '../../mocks';
import { UsersTable } from './UsersTable';

const users = makeUserRecords();

const meta = {
  title: 'Features/Users/Components/UsersTable',
  component: UsersTable,
  args: {
    users: users.slice(0, 25),
    total: users.length,
    page: 1,
    currentUserId: '1',
    onPageChange: fn(),
    onEdit: fn(),
    onToggleStatus: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of users; the signed-in Administrator's own row has only Edit. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Ada Admin' }));
    await expect(canvas.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(canvas.queryByRole('menuitem', { name: 'Block' })).toBeNull();
  },
};

export const BlockedUsers: Story = {
  args: { users: users.filter((u) => !u.status), total: users.filter((u) => !u.status).length },
};

export const Loading: Story = { args: { users: [], total: 0, loading: true } };
export const Empty: Story = { args: { users: [], total: 0 } };
export const LoadError: Story = {
  args: { users: [], total: 0, error: 'Users are unavailable', onRetry: fn() },
};

/** Delete asks first, and Cancel leaves the user alone. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [actions] = canvas.getAllByRole('button', { name: /^Actions for / });
    await userEvent.click(actions!);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
