import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import type { AppSettingInput } from '../api';
import {
  appSettingsFailure,
  appSettingsHandlers,
  appSettingsLoading,
  unsavedAppSettings,
} from '../mocks';
import { AppSettingsScreen } from './AppSettingsScreen';

setupMockApi();
beforeEach(() => server.use(...appSettingsHandlers()));
afterEach(() => server.events.removeAllListeners());

function renderSettings(search = '') {
  return renderWithProviders(<AppSettingsScreen />, {
    role: 'Administrator',
    route: `/admin/settings${search}`,
    path: '/admin/settings',
  });
}

/** Records what every saveAppSettings call sent. */
function recordSaves() {
  const saves: AppSettingInput[][] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = (await request.clone().json()) as {
      operationName?: string;
      variables?: { input?: AppSettingInput[] };
    };
    if (body.operationName === 'SaveAppSettings') saves.push(body.variables?.input ?? []);
  });
  return saves;
}

describe('AppSettingsScreen', () => {
  it('opens Account Settings with the welcome and password recovery mails', async () => {
    renderSettings();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Account Settings',
      'Mail Templates',
      'Notification',
      'Payment',
      'Message',
    ]);
    expect(screen.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByLabelText(/^Welcome mail subject/)).toHaveValue(
      'Activate your POD Office account',
    );
    expect(
      (screen.getByLabelText(/^Password recovery mail message/) as HTMLTextAreaElement).value,
    ).toContain('{{link}}');
    expect(screen.getAllByText('{{first_name}}').length).toBeGreaterThan(0);
  });

  it.each(['', '?key=nonsense'])(
    'writes the first tab’s key into an address that names none (%s)',
    async (search) => {
      renderSettings(search);
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/admin/settings?key=account'),
      );
      expect(screen.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  );

  it('keeps the tab in the address', async () => {
    renderSettings();
    await screen.findByLabelText(/^Welcome mail subject/);
    await userEvent.click(screen.getByRole('tab', { name: 'Mail Templates' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/settings?key=mail-templates');
    expect(await screen.findByLabelText(/^Approve deposit mail subject/)).toHaveValue(
      'Your deposit of {{amount}} is approved',
    );
    expect(screen.getByLabelText(/^New deposit mail subject/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Reject deposit mail message/)).toBeInTheDocument();
  });

  it("saves an edited template and says 'Your settings saved'", async () => {
    const saves = recordSaves();
    renderSettings('?key=mail-templates');
    const subject = await screen.findByLabelText(/^Approve deposit mail subject/);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Approved: {{{{amount}}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toContainEqual({
      name: 'mail_deposit_approve_subject',
      value: 'Approved: {{amount}}',
    });
    expect(saves[0]!.map((s) => s.name)).toEqual([
      'mail_deposit_new_subject',
      'mail_deposit_new_message',
      'mail_deposit_approve_subject',
      'mail_deposit_approve_message',
      'mail_deposit_reject_subject',
      'mail_deposit_reject_message',
    ]);
    expect(screen.getByLabelText(/^Approve deposit mail subject/)).toHaveValue(
      'Approved: {{amount}}',
    );
  });

  it("refuses an empty subject or message: the field says why and a toast says 'Form is invalid'", async () => {
    const saves = recordSaves();
    renderSettings();
    await userEvent.clear(await screen.findByLabelText(/^Welcome mail subject/));
    await userEvent.clear(screen.getByLabelText(/^Password recovery mail message/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.formInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.mailSubjectRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.mailMessageRequired)).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the edits", async () => {
    server.use(appSettingsFailure('SaveAppSettings', 'You do not have permission to do this'));
    renderSettings('?key=message');
    const message = await screen.findByLabelText(/^Seller message/);
    await userEvent.clear(message);
    await userEvent.type(message, 'Closed on Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Seller message/)).toHaveValue('Closed on Monday');
  });

  it('saves the seven order and tracking messages', async () => {
    const saves = recordSaves();
    renderSettings('?key=notification');
    const cancelled = await screen.findByLabelText(/^Order cancelled/);
    await userEvent.clear(cancelled);
    const form = screen.getByRole('form', { name: 'Order and tracking messages' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(saves[0]!.map((s) => s.name)).toEqual([
      'notification_order_received',
      'notification_order_producing',
      'notification_order_shipped',
      'notification_order_cancelled',
      'notification_tracking_added',
      'notification_tracking_updated',
      'notification_tracking_delivered',
    ]);
    expect(saves[0]).toContainEqual({ name: 'notification_order_cancelled', value: '' });
  });

  it("saves the tracking settings and says ' setting tracking successfully '", async () => {
    renderSettings('?key=notification');
    const time = await screen.findByLabelText(/^Time between checks/);
    expect(time).toHaveValue('6');
    await userEvent.clear(time);
    await userEvent.type(time, '2');
    await userEvent.click(screen.getByRole('radio', { name: 'Days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save tracking settings' }));
    expect(await screen.findByText(MESSAGES.trackingSettingSaved.trim())).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Days' })).toBeChecked();
    expect(screen.getByLabelText(/^Time between checks/)).toHaveValue('2');
  });

  it("asks for the tracking time and API key with the spec's words", async () => {
    server.use(...appSettingsHandlers(unsavedAppSettings()));
    renderSettings('?key=notification');
    const apiKey = await screen.findByLabelText(/^API key/);
    expect(apiKey).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Hours' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save tracking settings' }));
    expect(await screen.findByText(MESSAGES.trackingTimeRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.trackingApiKeyRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.trackingSettingSaved.trim())).not.toBeInTheDocument();
  });

  it('switches the payment mode', async () => {
    const saves = recordSaves();
    renderSettings('?key=payment');
    expect(await screen.findByRole('radio', { name: /^Sandbox/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^Production/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(saves).toEqual([[{ name: 'payment_mode', value: 'production' }]]);
  });

  it('shows a failed load with a way to try again', async () => {
    server.use(appSettingsFailure('AppSettings', 'Settings are unavailable'));
    renderSettings();
    expect(await screen.findByText('Settings are unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Settings are unavailable')).toHaveLength(1);
    server.use(...appSettingsHandlers());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Welcome mail subject/)).toBeInTheDocument();
  });

  it('shows a placeholder while the settings load', () => {
    server.use(appSettingsLoading('AppSettings'));
    renderSettings();
    expect(screen.getByRole('status', { name: 'Loading the settings' })).toBeInTheDocument();
  });

  it('falls back to Account Settings for an unknown key', async () => {
    renderSettings('?key=nope');
    expect(await screen.findByLabelText(/^Welcome mail subject/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  });
});
