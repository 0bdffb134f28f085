import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { appSettingsFailure, appSettingsHandlers, appSettingsLoading } from '../mocks';
import { SettingsTabPanel } from './SettingsTabPanel';

// One tab of /admin/settings on its own: it loads its settings, shows the tab's forms and saves.

const meta = {
  title: 'Features/AppSettings/SettingsTabPanel',
  component: SettingsTabPanel,
  args: { tab: 'account' },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...appSettingsHandlers()),
} satisfies Meta<typeof SettingsTabPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/^Welcome mail subject/)).toHaveValue(
      'Activate your POD Office account',
    );
  },
};

export const MailTemplates: Story = {
  args: { tab: 'mail-templates' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(/^New deposit mail subject/),
    ).toBeVisible();
  },
};

export const Notification: Story = {
  args: { tab: 'notification' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(await panel.findByLabelText(/^API key/)).toHaveValue('tm-demo-5f2c9a1e7b3d');
    await expect(panel.getByLabelText(/^Parcel delivered/)).toBeVisible();
  },
};

/** Payment: switching to production and saving says 'Your settings saved'. */
export const Payment: Story = {
  args: { tab: 'payment' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await userEvent.click(await panel.findByRole('radio', { name: /^Production/ }));
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.settingsSaved)).toBeVisible());
  },
};

export const Message: Story = {
  args: { tab: 'message' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/^Seller message/)).toBeVisible();
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
    const panel = within(canvasElement);
    await expect(await panel.findByText('Settings are unavailable')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Saving fails: the server's message in a toast, the typed text stays. */
export const SaveRefused: Story = {
  args: { tab: 'message' },
  beforeEach: ({ msw }) =>
    msw.use(appSettingsFailure('SaveAppSettings', 'Settings could not be saved')),
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    const message = await panel.findByLabelText(/^Seller message/);
    await userEvent.clear(message);
    await userEvent.type(message, 'Closed on Monday');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Settings could not be saved')).toBeVisible());
    await expect(message).toHaveValue('Closed on Monday');
  },
};
