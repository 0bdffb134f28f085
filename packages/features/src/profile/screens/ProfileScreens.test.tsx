import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { FIXTURE_PASSWORD } from '../../shared/fixtures';
import { selectToken } from '../../store/session';
import { renderWithProviders } from '../../test/render';
import { recordCalls, server, setupMockApi } from '../../test/server';
import { profileFailure, profileHandlers, profileLoading, profileUploadRefused } from '../mocks';
import { ChangePasswordScreen } from './ChangePasswordScreen';
import { ProfileScreen } from './ProfileScreen';
import { previewUrl } from '../../shared/putFile';

setupMockApi();
beforeEach(() => server.use(...profileHandlers()));
afterEach(() => server.events.removeAllListeners());

const png = () => new File([new Uint8Array(32)], 'me.png', { type: 'image/png' });

describe('ProfileScreen', () => {
  function renderProfile() {
    return renderWithProviders(<ProfileScreen />, { role: 'Seller', route: '/profile' });
  }

  it('shows the profile and saves a change', async () => {
    const calls = recordCalls('UpdateProfile');
    renderProfile();
    const last = await screen.findByLabelText(/Last name/);
    expect(last).toHaveValue('Seller');
    expect(screen.getByLabelText(/Birthday/)).toHaveValue('1990-05-17');
    await userEvent.clear(last);
    await userEvent.type(last, 'Carter');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(calls[0]).toEqual({
      id: '2',
      input: {
        first_name: 'Sam',
        last_name: 'Carter',
        email: 'seller@podoffice.test',
        birthday: '1990-05-17',
        phone: '0123456789',
        address: '12 Demo Street, Springfield',
      },
    });
  });

  it('requires first name, last name, email and birthday', async () => {
    server.use(...profileHandlers({ birthday: null }));
    renderProfile();
    const first = await screen.findByLabelText(/First name/);
    await userEvent.clear(first);
    await userEvent.clear(screen.getByLabelText(/Last name/));
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.profileFieldRequired)).toHaveLength(4));
  });

  it('uploads an avatar through a signed address and shows its preview', async () => {
    const signed = recordCalls('CreateUploadUrl');
    const recorded = recordCalls('RecordUploadedFile');
    const updated = recordCalls('UpdateProfile');
    renderProfile();
    await screen.findByLabelText(/Last name/);
    expect(screen.queryByRole('img', { name: 'Your avatar' })).toBeNull();
    await userEvent.upload(screen.getByLabelText('Upload avatar: file'), png());
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(signed[0]).toEqual({ filename: 'me.png', fileMime: 'image/png' });
    expect(recorded[0]?.input).toMatchObject({
      file_name: 'me.png',
      file_mime: 'image/png',
      file_size: 32,
    });
    expect(updated[0]).toEqual({ id: '2', input: { avatar_id: '500' } });
    const avatar = await screen.findByRole('img', { name: 'Your avatar' });
    expect(avatar.getAttribute('src')).toMatch(/width=200$/);
  });

  it("says 'Could not upload file' when the storage refuses the file", async () => {
    server.use(profileUploadRefused());
    renderProfile();
    await screen.findByLabelText(/Last name/);
    await userEvent.upload(screen.getByLabelText('Upload avatar: file'), png());
    await waitFor(() =>
      expect(screen.getAllByText(MESSAGES.uploadFailed).length).toBeGreaterThan(0),
    );
  });

  it("says 'Could not upload file' when no upload address is given", async () => {
    server.use(profileFailure('CreateUploadUrl', 'File type is not valid'));
    renderProfile();
    await screen.findByLabelText(/Last name/);
    await userEvent.upload(screen.getByLabelText('Upload avatar: file'), png());
    await waitFor(() =>
      expect(screen.getAllByText(MESSAGES.uploadFailed).length).toBeGreaterThan(0),
    );
  });

  it('shows loading and error states', async () => {
    server.use(profileLoading());
    const { unmount } = renderProfile();
    expect(screen.getByLabelText('Loading your profile')).toBeInTheDocument();
    unmount();
    server.use(profileFailure('Profile', SERVER_MESSAGES.notSignedIn));
    renderProfile();
    expect(await screen.findByText(SERVER_MESSAGES.notSignedIn)).toBeInTheDocument();
  });
});

describe('ChangePasswordScreen', () => {
  function renderChange() {
    return renderWithProviders(<ChangePasswordScreen />, {
      role: 'Seller',
      route: '/change-password',
    });
  }

  it('asks for every field and a matching confirmation', async () => {
    renderChange();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.pleaseInputPassword)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.pleaseConfirmPassword)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), 'Fresh#2026');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'Other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.passwordsInconsistent)).toBeInTheDocument();
  });

  it('changes the password, stays signed in with the new session, then empties the form', async () => {
    const calls = recordCalls('ChangeOwnPassword');
    const { store } = renderChange();
    await userEvent.type(screen.getByLabelText(/Current password/), FIXTURE_PASSWORD);
    await userEvent.type(screen.getByLabelText(/^New password/), 'Fresh#2026');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'Fresh#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        id: '2',
        email: expect.any(String),
        current_password: FIXTURE_PASSWORD,
        new_password: 'Fresh#2026',
      },
    ]);
    // The old token ended with the old password; the request's sign-in replaced it.
    expect(selectToken(store.getState())).toBe('fixture-token-renewed');
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveValue(''));
  });

  it("shows the server's refusal of a wrong current password", async () => {
    renderChange();
    await userEvent.type(screen.getByLabelText(/Current password/), 'wrong');
    await userEvent.type(screen.getByLabelText(/^New password/), 'Fresh#2026');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'Fresh#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(SERVER_MESSAGES.wrongCurrentPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveValue('wrong');
  });
});

describe('previewUrl', () => {
  it('asks for a preview 200 pixels wide', () => {
    expect(previewUrl('/files/uploads/1/a.png')).toBe('/files/uploads/1/a.png?width=200');
    expect(previewUrl('https://cdn.example/a.png?v=2')).toBe(
      'https://cdn.example/a.png?v=2&width=200',
    );
  });
});
