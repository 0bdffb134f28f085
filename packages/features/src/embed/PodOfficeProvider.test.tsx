import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { BalanceScreen } from '../balance/screens/BalanceScreen';
import { fixtureToken, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError } from '../shared/msw';
import { recordCalls, server, setupMockApi } from '../test/server';
import { PodOfficeProvider, type PodOfficeProviderProps } from './PodOfficeProvider';

setupMockApi();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => server.events.removeAllListeners());

function embed(props: Omit<PodOfficeProviderProps, 'children'>) {
  return render(
    <MemoryRouter initialEntries={['/balance']}>
      <PodOfficeProvider {...props}>
        <BalanceScreen />
      </PodOfficeProvider>
    </MemoryRouter>,
  );
}

/** Every rule in the page's stylesheets (styled-components writes them into <style> tags). */
function cssText(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

describe('PodOfficeProvider', () => {
  it("loads the token's user so an Administrator's widget shows Approve and Deny", async () => {
    embed({ getToken: () => fixtureToken(usersByRole.Administrator) });
    expect(await screen.findAllByRole('button', { name: /^Actions for entry/ })).not.toHaveLength(
      0,
    );
    expect(screen.getAllByRole('button', { name: /^Actions for entry/ })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Make a Deposit' })).not.toBeInTheDocument();
  });

  it("gives a Seller's widget Make a Deposit and no approval controls", async () => {
    embed({ getToken: () => fixtureToken(usersByRole.Seller) });
    expect(await screen.findByRole('button', { name: 'Make a Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for entry/ })).not.toBeInTheDocument();
  });

  it('shows a loading state until the user is known, not a widget without its role', async () => {
    embed({ getToken: () => fixtureToken(usersByRole.Seller) });
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Balance summary' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Make a Deposit' })).toBeInTheDocument();
  });

  it('sends every call to its endpoint with the host token', async () => {
    const seen: (string | null)[] = [];
    server.use(
      apiLink().query('Me', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return Response.json({ data: { me: usersByRole.Seller } });
      }),
    );
    embed({ getToken: () => 'host-token' });
    await screen.findByRole('button', { name: 'Make a Deposit' });
    expect(seen).toEqual(['Bearer host-token']);
  });

  it('tells the host once when the server refuses the token, and loads the user of a new one', async () => {
    const expired = jest.fn();
    server.use(
      apiLink().query('Me', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer old'
          ? graphqlError(SERVER_MESSAGES.notSignedIn)
          : Response.json({ data: { me: usersByRole.Seller } }),
      ),
    );
    let signInAgain: () => void = () => undefined;
    function Host() {
      const [token, setToken] = useState('old');
      signInAgain = () => setToken('new');
      return (
        <MemoryRouter initialEntries={['/balance']}>
          <PodOfficeProvider getToken={() => token} onSessionExpired={expired}>
            <BalanceScreen />
          </PodOfficeProvider>
        </MemoryRouter>
      );
    }
    render(<Host />);
    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    const meCalls = recordCalls('Me');
    act(() => signInAgain());
    expect(await screen.findByRole('button', { name: 'Make a Deposit' })).toBeInTheDocument();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(meCalls).toHaveLength(1);
  });

  it('keeps its token under the storage key the host chooses, not the default one', async () => {
    window.localStorage.setItem(
      'host.pod.token',
      JSON.stringify({ token: fixtureToken(usersByRole.Seller), expiredAt: null }),
    );
    embed({ storage: { keyPrefix: 'host.pod' } });
    expect(await screen.findByRole('button', { name: 'Make a Deposit' })).toBeInTheDocument();
    expect(window.localStorage.getItem('podoffice.token')).toBeNull();
  });

  it('scopes its base styles to its subtree: no rule for the host page body or every element', async () => {
    const { container } = embed({ getToken: () => fixtureToken(usersByRole.Seller) });
    await screen.findByRole('button', { name: 'Make a Deposit' });
    const css = cssText();
    // A rule for the host page starts with *, html, body or a bare pseudo-class; ours with a class.
    expect(css).toContain('box-sizing:border-box');
    expect(css).not.toMatch(/(^|[},])\s*(\*|html|body|:)/);
    const root = container.querySelector('[data-podoffice-root]');
    expect(root).not.toBeNull();
    expect(getComputedStyle(root as Element).boxSizing).toBe('border-box');
  });
});
