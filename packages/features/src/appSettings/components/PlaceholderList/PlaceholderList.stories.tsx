import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MAIL_TEMPLATES, NOTIFICATIONS } from '@podoffice/domain';
import { PlaceholderList } from './PlaceholderList';

const meta = {
  title: 'Features/AppSettings/Components/PlaceholderList',
  component: PlaceholderList,
  args: {
    placeholders: MAIL_TEMPLATES.deposit_approve.placeholders,
  },
} satisfies Meta<typeof PlaceholderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholders of a deposit mail. */
export const DepositMail: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('{{amount}}')).toBeVisible();
  },
};

/** The placeholders of a tracking message. */
export const TrackingMessage: Story = {
  args: {
    placeholders: NOTIFICATIONS.tracking_updated.placeholders,
  },
};
