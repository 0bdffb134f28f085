import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES, SETTINGS_MESSAGES } from '@podoffice/domain';
import { makeAppSettings } from '../../mocks';
import { MailTemplatesForm } from './MailTemplatesForm';

const saved = new Map(makeAppSettings().map((s) => [s.name, s.value ?? '']));
const template = (key: string) => ({
  subject: saved.get(`mail_${key}_subject`) ?? '',
  message: saved.get(`mail_${key}_message`) ?? '',
});

const meta = {
  title: 'Features/AppSettings/Components/MailTemplatesForm',
  component: MailTemplatesForm,
  args: {
    'aria-label': 'Mail Templates',
    templates: ['deposit_new', 'deposit_approve', 'deposit_reject'],
    initialValues: {
      deposit_new: template('deposit_new'),
      deposit_approve: template('deposit_approve'),
      deposit_reject: template('deposit_reject'),
    },
    onSubmit: fn(),
    onInvalid: fn(),
  },
} satisfies Meta<typeof MailTemplatesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three deposit mails of the Mail Templates tab. */
export const DepositMails: Story = {};

/** The welcome and password recovery mails of the Account Settings tab. */
export const AccountMails: Story = {
  args: {
    'aria-label': 'Account Settings',
    templates: ['welcome', 'password_recovery'],
    initialValues: {
      welcome: template('welcome'),
      password_recovery: template('password_recovery'),
    },
  },
};

/** Empty subject and message: the spec's messages, and the form reports itself invalid. */
export const ValidationMessages: Story = {
  args: {
    templates: ['deposit_approve'],
    initialValues: { deposit_approve: { subject: '', message: '' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(MESSAGES.mailSubjectRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.mailMessageRequired)).toBeVisible();
    await expect(args.onInvalid).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A welcome mail without {{link}}: the form says the message needs it and saves nothing. */
export const MissingLink: Story = {
  args: {
    'aria-label': 'Account Settings',
    templates: ['welcome'],
    initialValues: {
      welcome: { subject: 'Welcome to POD Office', message: 'Hello {{first_name}}, welcome!' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText(SETTINGS_MESSAGES.placeholderRequired('link')),
    ).toBeVisible();
    await expect(args.onInvalid).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
