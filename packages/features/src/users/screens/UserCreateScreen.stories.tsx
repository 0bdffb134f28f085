import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { usersHandlers, usersLoading } from '../mocks';
import { USERS_READ_ONLY_MESSAGE } from './ReadOnlyNotice';
import { UserCreateScreen } from './UserCreateScreen';

const meta = {
  title: 'Features/Users/UserCreateScreen',
  component: UserCreateScreen,
  globals: { role: 'Administrator' },
  parameters: { router: { route: '/admin/user-form', path: '/admin/user-form' } },
  beforeEach: ({ msw }) => msw.use(...usersHandlers()),
} satisfies Meta<typeof UserCreateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The export templates are still loading when a supplier is chosen. */
export const TemplatesLoading: Story = {
  beforeEach: ({ msw }) => msw.use(usersLoading('ExportTemplates')),
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(await canvas.findByText(MESSAGES.chooseUserRoles)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.pleaseInputPhone)).toBeVisible();
  },
};

/** Creating returns to the list with 'User successfully created'. */
export const CreateASeller: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/First name/), 'Priya');
    await userEvent.type(canvas.getByLabelText(/Last name/), 'Nair');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'priya.nair@example.com');
    await userEvent.type(canvas.getByLabelText(/^Phone/), '0123456789');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Start#2026');
    await userEvent.type(canvas.getByLabelText(/Confirm password/), 'Start#2026');
    await userEvent.click(canvas.getByRole('combobox', { name: /Roles/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Seller' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(await canvas.findByText('Navigated to /admin/users-manager')).toBeVisible();
  },
};

/** The read-only account of spec 1 §4 gets the notice and the way back, no form. */
export const ReadOnlyAccount: Story = {
  parameters: { sessionUser: { users_read_only: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(USERS_READ_ONLY_MESSAGE)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back to users' })).toBeVisible();
  },
};
