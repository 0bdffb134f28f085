import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../../test/render';
import { SignInForm } from './SignInForm';

describe('SignInForm', () => {
  it('submits the trimmed email, the password and remember me (checked by default)', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<SignInForm onSubmit={onSubmit} />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.type(screen.getByLabelText(/^email/i), '  ada@podoffice.test ');
    await userEvent.type(screen.getByLabelText(/^password/i), 'Secret123{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ada@podoffice.test',
      password: 'Secret123',
      remember: true,
    });
  });

  it('links to the forgot-password and sign-up pages', () => {
    renderWithProviders(<SignInForm onSubmit={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('does not submit an empty form and says what is missing', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<SignInForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveAccessibleDescription(MESSAGES.emailRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays busy while the submission is pending', async () => {
    renderWithProviders(<SignInForm onSubmit={() => new Promise(() => {})} />);
    await userEvent.type(screen.getByLabelText(/^email/i), 'ada@podoffice.test');
    await userEvent.type(screen.getByLabelText(/^password/i), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
