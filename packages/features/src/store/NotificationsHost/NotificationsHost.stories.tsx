import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { Button } from '@podoffice/ui';
import { useAppDispatch } from '../hooks';
import { notify, type NotifyPayload } from '../notifications';
import { NotificationsHost } from './NotificationsHost';

const samples: NotifyPayload[] = [
  { type: 'success', message: MESSAGES.createDepositSuccess },
  { type: 'error', message: MESSAGES.somethingWrong },
  { type: 'info', message: MESSAGES.forgotSuccess },
  { type: 'warning', message: MESSAGES.createDepositFailed },
];

/** Buttons that notify the store; the decorator's NotificationsHost shows the toasts. */
function Notifier() {
  const dispatch = useAppDispatch();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {samples.map((sample) => (
        <Button key={sample.type} onClick={() => dispatch(notify(sample))}>
          Notify {sample.type}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Features/Core/NotificationsHost',
  component: NotificationsHost,
  render: () => <Notifier />,
} satisfies Meta<typeof NotificationsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press a button: the store's notification shows as a toast, and closes. */
export const Notifies: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify success' }));
    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent(MESSAGES.createDepositSuccess);
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await expect(screen.queryByText(MESSAGES.createDepositSuccess)).toBeNull();
  },
};

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify error' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.somethingWrong);
  },
};
