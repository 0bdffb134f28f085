import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { emptyUsersHandlers, usersFailure, usersHandlers, usersLoading } from '../mocks';
import { UsersScreen } from './UsersScreen';
import { expectCardRows, expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Users/UsersScreen',
  component: UsersScreen,
  globals: { role: 'Administrator' },
  parameters: { router: { route: '/admin/users-manager', path: '/admin/users-manager' } },
  beforeEach: ({ msw }) => msw.use(...usersHandlers()),
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const users = await canvas.findByRole('table', { name: 'Users' });
  await waitFor(() => expect(within(users).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, users: within(users) };
}

/** Active users, 25 a page; the signed-in Administrator's own row has no Block or Delete. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, users } = await table(canvasElement);
    await expect(users.getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    await userEvent.click(users.getByRole('button', { name: 'Actions for Ada Admin' }));
    await expect(users.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(users.queryByRole('menuitem', { name: 'Block' })).toBeNull();
  },
};

/** Filters come from the address: blocked sellers. */
export const InactiveSellers: Story = {
  parameters: {
    router: {
      route: '/admin/users-manager?status=Inactive&role=Seller',
      path: '/admin/users-manager',
    },
  },
  play: async ({ canvasElement }) => {
    const { users } = await table(canvasElement);
    const [actions] = users.getAllByRole('button', { name: /^Actions for / });
    await userEvent.click(actions!);
    await expect(users.getByRole('menuitem', { name: 'Unblock' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(usersLoading('Users')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Users' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...emptyUsersHandlers()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No users match these filters.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(usersFailure('Users', 'Users are unavailable right now')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Users are unavailable right now'),
    ).toBeVisible();
  },
};

/** Block after a confirmation: 'User blocked'. */
export const BlockFlow: Story = {
  parameters: {
    router: { route: '/admin/users-manager?q=Lucas', path: '/admin/users-manager' },
  },
  play: async ({ canvasElement }) => {
    const { users } = await table(canvasElement);
    await userEvent.click(users.getByRole('button', { name: 'Actions for Lucas Moreau' }));
    await userEvent.click(users.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Lucas Moreau?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.userBlocked)).toBeVisible());
  },
};

/** Unblock after a confirmation: 'User unblocked'. */
export const UnblockFlow: Story = {
  parameters: {
    router: { route: '/admin/users-manager?status=Inactive&q=Sato', path: '/admin/users-manager' },
  },
  play: async ({ canvasElement }) => {
    const { users } = await table(canvasElement);
    await userEvent.click(users.getByRole('button', { name: 'Actions for Hana Sato' }));
    await userEvent.click(users.getByRole('menuitem', { name: 'Unblock' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock Hana Sato?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.userUnblocked)).toBeVisible());
  },
};

/** Delete after a confirmation: 'Delete success!'. */
export const DeleteFlow: Story = {
  parameters: {
    router: { route: '/admin/users-manager?q=Amara', path: '/admin/users-manager' },
  },
  play: async ({ canvasElement }) => {
    const { users } = await table(canvasElement);
    await userEvent.click(users.getByRole('button', { name: 'Actions for Amara Okoye' }));
    await userEvent.click(users.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Amara Okoye?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.deleteSuccess)).toBeVisible());
  },
};

/** The read-only account of spec 1 §4 (USERS_READ_ONLY_EMAILS): the list, with nothing to change. */
export const ReadOnlyAccount: Story = {
  parameters: { sessionUser: { users_read_only: true } },
  play: async ({ canvasElement }) => {
    const { canvas, users } = await table(canvasElement);
    await expect(users.getAllByRole('row')).toHaveLength(26);
    await expect(canvas.queryByRole('button', { name: 'New User' })).toBeNull();
    await expect(users.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** On a phone (390 px) each user is a card and its Actions menu is still in reach. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expectFitsPhone(canvasElement);
    await expectCardRows(within(canvasElement).getByRole('table', { name: 'Users' }));
    const [actions] = within(canvasElement).getAllByRole('button', { name: /^Actions for / });
    await expect(actions).toBeVisible();
    await userEvent.click(actions!);
    await expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeVisible();
  },
};
