import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_KEYS, notificationSetting } from '@podoffice/domain';
import { makeAppSettings } from '../../mocks';
import { NotificationsForm, type NotificationsValues } from './NotificationsForm';

const saved = new Map(makeAppSettings().map((s) => [s.name, s.value ?? '']));
const messages = Object.fromEntries(
  NOTIFICATION_KEYS.map((key) => [key, saved.get(notificationSetting(key)) ?? '']),
) as NotificationsValues;

const meta = {
  title: 'Features/AppSettings/Components/NotificationsForm',
  component: NotificationsForm,
  args: { initialValues: messages, onSubmit: fn(), onInvalid: fn() },
} satisfies Meta<typeof NotificationsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** Every message left empty: nothing is sent for any of them. */
export const Empty: Story = {
  args: {
    initialValues: Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, ''])) as NotificationsValues,
  },
};

/** Save hands every message to the screen. */
export const Saving: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(messages));
  },
};
