import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReadOnlyNotice, USERS_READ_ONLY_MESSAGE } from './ReadOnlyNotice';

const meta = {
  title: 'Features/Users/ReadOnlyNotice',
  component: ReadOnlyNotice,
  parameters: { router: { route: '/admin/user-form', path: '/admin/user-form' } },
} satisfies Meta<typeof ReadOnlyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the read-only account of spec 1 §4 reads on Add user and User edit; Back returns to users. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(USERS_READ_ONLY_MESSAGE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to users' }));
    await expect(await canvas.findByText('Navigated to /admin/users-manager')).toBeVisible();
  },
};
