import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { usersFailure, usersHandlers, usersLoading } from '../mocks';
import { UserEditScreen } from './UserEditScreen';

const meta = {
  title: 'Features/Users/UserEditScreen',
  component: UserEditScreen,
  globals: { role: 'Administrator' },
  parameters: {
    router: { route: '/admin/users-manager/edit/3', path: '/admin/users-manager/edit/:id' },
  },
  beforeEach: ({ msw }) => msw.use(...usersHandlers()),
} satisfies Meta<typeof UserEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account Detail of a supplier: partner fulfillment and export template. */
export const SupplierAccountDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('DTF Express')).toBeVisible();
  },
};

/** Another user's password changes without the current one. */
export const ChangePasswordTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Change Password' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText(MESSAGES.pleaseInputPassword)).toBeVisible();
    await expect(canvas.queryByLabelText(/Current password/)).toBeNull();
  },
};

/** An Administrator's own account: their password changes at Change Password. */
export const OwnAccount: Story = {
  parameters: {
    router: { route: '/admin/users-manager/edit/1', path: '/admin/users-manager/edit/:id' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Change Password' }));
    await expect(canvas.getByRole('link', { name: 'Change Password' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(usersLoading('UserById')),
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(usersFailure('UserById', SERVER_MESSAGES.userNotFound)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(SERVER_MESSAGES.userNotFound),
    ).toBeVisible();
  },
};
