import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { authFailure } from '../mocks';
import { REGISTER_SUCCESS_MS, SignUpScreen } from './SignUpScreen';

setupMockApi();

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^first name/i), 'Nina');
  await user.type(screen.getByLabelText(/^last name/i), 'New');
  await user.type(screen.getByLabelText(/^email/i), 'nina@example.com');
  await user.type(screen.getByLabelText(/^password/i), 'Secret123');
  await user.type(screen.getByLabelText(/^confirm password/i), 'Secret123');
  await user.type(screen.getByLabelText(/^phone/i), '0123456789');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignUpScreen', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the welcome message for 5 seconds, then goes to /login', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<SignUpScreen />, { route: '/register' });
    await fillAndSubmit(user);
    expect(await screen.findByText(MESSAGES.registerSuccess)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(REGISTER_SUCCESS_MS - 100));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("shows the server's message when sign-up fails", async () => {
    server.use(authFailure('Register', SERVER_MESSAGES.emailTaken));
    renderWithProviders(<SignUpScreen />, { route: '/register' });
    await fillAndSubmit(userEvent.setup());
    expect(await screen.findByText(SERVER_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it("says 'Register error' when the failure carries no message", async () => {
    server.use(authFailure('Register', ''));
    renderWithProviders(<SignUpScreen />, { route: '/register' });
    await fillAndSubmit(userEvent.setup());
    expect(await screen.findByText(MESSAGES.registerError)).toBeInTheDocument();
  });

  it('shows every validation message of an empty form', async () => {
    renderWithProviders(<SignUpScreen />, { route: '/register' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const message of [
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.pleaseInputEmail,
      MESSAGES.pleaseInputPassword,
      MESSAGES.pleaseConfirmPassword,
      MESSAGES.pleaseInputPhone,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('says when the two passwords differ', async () => {
    renderWithProviders(<SignUpScreen />, { route: '/register' });
    await userEvent.type(screen.getByLabelText(/^password/i), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^confirm password/i), 'Secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MESSAGES.passwordsInconsistent)).toBeInTheDocument();
  });
});
