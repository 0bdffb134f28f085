import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES, SETTINGS_MESSAGES } from '@podoffice/domain';
import { ReceiverEmailsModal } from './ReceiverEmailsModal';

const meta = {
  title: 'UI/ReceiverEmailsModal',
  component: ReceiverEmailsModal,
  args: {
    open: true,
    title: 'Export orders',
    initialEmails: ['ops@podoffice.test'],
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ReceiverEmailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal renders in a portal: queries start from the document's body.
const screen = () => within(document.body);

/** The user's own address is preset (spec 2 §5); a second receiver is added and all are sent. */
export const OwnAddressPreset: Story = {
  play: async ({ args }) => {
    const body = screen();
    await expect(body.getByLabelText(/Receiver email 1/)).toHaveValue('ops@podoffice.test');
    await userEvent.click(body.getByRole('button', { name: 'Add receiver' }));
    await userEvent.type(body.getByLabelText(/Receiver email 2/), ' Team@Example.com ');
    await userEvent.click(body.getByRole('button', { name: 'Export' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(['ops@podoffice.test', 'Team@Example.com']);
  },
};

/** No receiver: the spec's warning, and nothing is sent. */
export const NoReceiverMessage: Story = {
  args: { initialEmails: [] },
  play: async ({ args }) => {
    const body = screen();
    await userEvent.click(body.getByRole('button', { name: 'Export' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(MESSAGES.exportEmailsRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidAddressMessage: Story = {
  args: { initialEmails: ['not-an-address'] },
  play: async ({ args }) => {
    const body = screen();
    await userEvent.click(body.getByRole('button', { name: 'Export' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      SETTINGS_MESSAGES.exportEmailInvalid('not-an-address'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DuplicateAddressMessage: Story = {
  args: { initialEmails: ['a@example.com', 'A@example.com'] },
  play: async ({ args }) => {
    const body = screen();
    await userEvent.click(body.getByRole('button', { name: 'Export' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      SETTINGS_MESSAGES.exportEmailDuplicate('A@example.com'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Five receivers is the most: Add receiver is off; Remove takes one away. */
export const FiveReceivers: Story = {
  args: { initialEmails: ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com'] },
  play: async () => {
    const body = screen();
    await expect(body.getByRole('button', { name: 'Add receiver' })).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: 'Remove receiver email 5' }));
    await expect(body.getByRole('button', { name: 'Add receiver' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await expect(screen().getByRole('button', { name: /Export/ })).toBeDisabled();
  },
};

/** The server refused the export: its message, and the addresses stay as typed. */
export const ServerRefusal: Story = {
  args: { error: 'Please select a status to export orders' },
  play: async () => {
    const body = screen();
    await expect(body.getByRole('alert')).toHaveTextContent(
      'Please select a status to export orders',
    );
    await expect(body.getByLabelText(/Receiver email 1/)).toHaveValue('ops@podoffice.test');
  },
};
