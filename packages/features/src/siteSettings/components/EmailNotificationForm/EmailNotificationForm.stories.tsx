import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, SITE_SETTINGS_DEFAULTS } from '@podoffice/domain';
import { EmailNotificationForm } from './EmailNotificationForm';

const { fulfill_role: _fulfill, ...defaults } = SITE_SETTINGS_DEFAULTS;

const meta = {
  title: 'Features/Site settings/EmailNotificationForm',
  component: EmailNotificationForm,
  args: { initialValues: defaults, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof EmailNotificationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site that never set its mails: all off, Order received after 1 day. */
export const AllOff: Story = {};

/** Every mail on, with its message. */
export const AllOn: Story = {
  args: {
    initialValues: {
      order_received_enable: true,
      order_received_after: 2,
      order_received_message: 'Thanks for your order! Our print team is on it.',
      order_producing_enable: true,
      order_producing_message: 'Your order is being printed now.',
      order_shipping_enable: true,
      order_shipping_message: 'Your order is on its way.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Send the Order shipped mail' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '2 days' })).toBeChecked();
  },
};

/** Saving sends every mail setting, the delay included. */
export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Send the Order received mail' }));
    await userEvent.click(canvas.getByRole('radio', { name: '3 days' }));
    await userEvent.type(canvas.getByLabelText(/^Order received message/), 'We got it!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...defaults,
        order_received_enable: true,
        order_received_after: 3,
        order_received_message: 'We got it!',
      }),
    );
  },
};

/** A mail switched on without a message: 'Please enter message'. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Send the Order shipped mail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(MESSAGES.mailMessageRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
