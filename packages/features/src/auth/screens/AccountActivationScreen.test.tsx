import { act, screen } from '@testing-library/react';
import { MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { authFailure } from '../mocks';
import { ACTIVATION_REDIRECT_MS, AccountActivationScreen } from './AccountActivationScreen';

setupMockApi();

describe('AccountActivationScreen', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('activates with the token, says so, and goes to /login one second later', async () => {
    renderWithProviders(<AccountActivationScreen />, {
      route: '/verify/abc123',
      path: '/verify/:token',
    });
    expect(screen.getByText('Verifying your account…')).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.verifySuccess)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ACTIVATION_REDIRECT_MS - 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/verify/abc123');
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("shows the server's message when the link is bad, and still goes to /login", async () => {
    server.use(authFailure('AccountActivation', SERVER_MESSAGES.invalidToken));
    renderWithProviders(<AccountActivationScreen />, {
      route: '/verify/expired',
      path: '/verify/:token',
    });
    expect(await screen.findByText(SERVER_MESSAGES.invalidToken)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ACTIVATION_REDIRECT_MS));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('leaves a user who went to another address before the redirect where they went', async () => {
    server.use(authFailure('AccountActivation', SERVER_MESSAGES.invalidToken));
    const before = window.location.href;
    renderWithProviders(<AccountActivationScreen />, {
      route: '/verify/expired',
      path: '/verify/:token',
    });
    expect(await screen.findByText(SERVER_MESSAGES.invalidToken)).toBeInTheDocument();
    // The address bar moved on (a link, the next page still loading) while this page is shown.
    window.history.pushState(null, '', '/reset-password');
    try {
      act(() => jest.advanceTimersByTime(ACTIVATION_REDIRECT_MS));
      expect(screen.getByTestId('location')).toHaveTextContent('/verify/expired');
    } finally {
      window.history.replaceState(null, '', before);
    }
  });
});
