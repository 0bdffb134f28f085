import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MESSAGES, RETRY_MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { apiLink } from '../../shared/msw';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { authFailure, authThrottled } from '../mocks';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';

setupMockApi();

describe('ForgotPasswordScreen', () => {
  it('says the instructions were sent', async () => {
    renderWithProviders(<ForgotPasswordScreen />, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText(/^email/i), 'seller@podoffice.test');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(MESSAGES.forgotSuccess)).toBeInTheDocument();
  });

  it("shows the server's message on failure", async () => {
    server.use(authThrottled('ResetPassword', RETRY_MESSAGES.tooManyRequests('1 minute')));
    renderWithProviders(<ForgotPasswordScreen />, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText(/^email/i), 'seller@podoffice.test');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(RETRY_MESSAGES.tooManyRequests('1 minute'))).toBeInTheDocument();
  });

  it('asks for an email', async () => {
    renderWithProviders(<ForgotPasswordScreen />, { route: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(MESSAGES.pleaseInputEmail)).toBeInTheDocument();
  });
});

describe('ResetPasswordScreen', () => {
  it('sets the new password with the token of the link, then goes to /login', async () => {
    const sent: unknown[] = [];
    server.use(
      apiLink().mutation('ResetPasswordByToken', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { resetPasswordByToken: true } });
      }),
    );
    renderWithProviders(<ResetPasswordScreen />, { route: '/reset-password?token=tok-1' });
    await userEvent.type(screen.getByLabelText(/^new password/i), 'NewSecret1');
    await userEvent.type(screen.getByLabelText(/^confirm password/i), 'NewSecret1');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(sent).toEqual([{ token: 'tok-1', pass: 'NewSecret1' }]);
    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeInTheDocument();
  });

  it("shows the server's message when the link expired", async () => {
    server.use(authFailure('ResetPasswordByToken', SERVER_MESSAGES.invalidToken));
    renderWithProviders(<ResetPasswordScreen />, { route: '/reset-password?token=old' });
    await userEvent.type(screen.getByLabelText(/^new password/i), 'NewSecret1');
    await userEvent.type(screen.getByLabelText(/^confirm password/i), 'NewSecret1');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(SERVER_MESSAGES.invalidToken)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });

  it('explains a link without a token and offers a new one', () => {
    renderWithProviders(<ResetPasswordScreen />, { route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.invalidToken);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Proceed' })).not.toBeInTheDocument();
  });

  it('shows both validation messages of an empty form', async () => {
    renderWithProviders(<ResetPasswordScreen />, { route: '/reset-password?token=tok-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(MESSAGES.pleaseInputPassword)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.pleaseConfirmPassword)).toBeInTheDocument();
  });
});
