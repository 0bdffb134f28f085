import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { makeHostileMail, makeOutboxMails } from '../../mocks';
import { MailDetailModal } from './MailDetailModal';

const [activation, reset, deposit] = makeOutboxMails();

const meta = {
  title: 'Features/Logs/Components/MailDetailModal',
  component: MailDetailModal,
  args: { mail: activation!, onClose: fn() },
} satisfies Meta<typeof MailDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An activation mail: the link in the body opens the activation page in a new tab. */
export const Activation: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByTitle(`Message to ${activation!.to}`)).toBeVisible());
  },
};

export const PasswordReset: Story = { args: { mail: reset! } };

/** A mail stored without HTML: the plain text is the message. */
export const PlainTextOnly: Story = {
  args: { mail: { ...deposit!, html: null } },
  play: async () => {
    await expect(await screen.findByRole('region', { name: 'Message' })).toHaveTextContent(
      'See your balance',
    );
  },
};

/** Scripts, frames, styles and script links are gone before the body is shown. */
export const HostileHtml: Story = { args: { mail: makeHostileMail() } };
