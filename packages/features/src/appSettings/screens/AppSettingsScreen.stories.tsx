import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import {
  appSettingsFailure,
  appSettingsHandlers,
  appSettingsLoading,
  unsavedAppSettings,
} from '../mocks';
import { AppSettingsScreen } from './AppSettingsScreen';

const at = (key?: string) => ({
  router: {
    route: key ? `/admin/settings?key=${key}` : '/admin/settings',
    path: '/admin/settings',
  },
});

const meta = {
  title: 'Features/AppSettings/AppSettingsScreen',
  component: AppSettingsScreen,
  parameters: at(),
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...appSettingsHandlers()),
} satisfies Meta<typeof AppSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account Settings: the welcome and password recovery mails. */
export const AccountSettings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Welcome mail subject/)).toHaveValue(
      'Activate your POD Office account',
    );
    await expect(canvas.getByLabelText(/^Password recovery mail subject/)).toBeVisible();
  },
};

/** Mail Templates: the new, approve and reject deposit mails. */
export const MailTemplates: Story = {
  parameters: at('mail-templates'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Approve deposit mail subject/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Reject deposit mail message/)).toBeVisible();
  },
};

/** Notification: the tracking settings and the seven order and tracking messages. */
export const Notification: Story = {
  parameters: at('notification'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^API key/)).toHaveValue('tm-demo-5f2c9a1e7b3d');
    await expect(canvas.getByLabelText(/^Parcel delivered/)).toBeVisible();
  },
};

export const Payment: Story = {
  parameters: at('payment'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('radio', { name: /^Sandbox/ }),
    ).toBeChecked();
  },
};

export const Message: Story = {
  parameters: at('message'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/^Seller message/)).toHaveValue(
      'Summer sale: orders placed before 15 August ship within 3 days.',
    );
  },
};

/** A platform whose tracking service was never set up. */
export const NothingSavedYet: Story = {
  parameters: at('notification'),
  beforeEach: ({ msw }) => msw.use(...appSettingsHandlers(unsavedAppSettings())),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/^API key/)).toHaveValue('');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(appSettingsLoading('AppSettings')),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the settings' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(appSettingsFailure('AppSettings', 'Settings are unavailable')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Settings are unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Any other role is refused by the server (the app shows them not-found before this). */
export const RefusedForOtherRoles: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_MESSAGES.forbidden)).toBeVisible();
  },
};

/** Empty subject and message: the fields say why, and a toast says 'Form is invalid'. */
export const MailValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText(/^Welcome mail subject/));
    await userEvent.clear(canvas.getByLabelText(/^Welcome mail message/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(MESSAGES.mailSubjectRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.mailMessageRequired)).toBeVisible();
    await waitFor(() => expect(screen.getByText(MESSAGES.formInvalid)).toBeVisible());
  },
};

/** Empty tracking time and key: 'Please input your limitTime!' and 'Please input your apiKey!'. */
export const TrackingValidationMessages: Story = {
  parameters: at('notification'),
  beforeEach: ({ msw }) => msw.use(...appSettingsHandlers(unsavedAppSettings())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/^API key/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save tracking settings' }));
    await expect(await canvas.findByText(MESSAGES.trackingTimeRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.trackingApiKeyRequired)).toBeVisible();
  },
};

/** Saving the tracking settings: ' setting tracking successfully '. */
export const TrackingSaved: Story = {
  parameters: at('notification'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/^API key/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save tracking settings' }));
    await waitFor(() =>
      expect(screen.getByText(MESSAGES.trackingSettingSaved.trim())).toBeVisible(),
    );
  },
};

/** Saving an edited template: 'Your settings saved'. */
export const TemplateSaved: Story = {
  parameters: at('mail-templates'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = await canvas.findByLabelText(/^Approve deposit mail subject/);
    await userEvent.type(subject, ' 🎉');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.settingsSaved)).toBeVisible());
  },
};
