import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { authApi } from '../auth/api';
import { balanceApi } from '../balance/api';
import { apiLink } from '../shared/msw';
import { sessionFor } from '../test/session';
import { server, setupMockApi } from '../test/server';
import { createAppStore } from '../store/store';
import { selectNotifications } from '../store/notifications';
import { selectIsSignedIn, TOKEN_STORAGE_KEY } from '../store/session';
import { selectApiEndpoint } from './baseApi';

setupMockApi();

function captureAuthorization() {
  const seen: (string | null)[] = [];
  server.use(
    apiLink().query('Sellers', ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json({ data: { usersByRole: [] } });
    }),
  );
  return seen;
}

describe('base API', () => {
  it('calls an absolute /query endpoint on the page origin by default', () => {
    expect(selectApiEndpoint(createAppStore().getState())).toBe(`${window.location.origin}/query`);
  });

  it('sends the session token as a bearer header', async () => {
    const seen = captureAuthorization();
    const store = createAppStore(sessionFor('Administrator'));
    await store.dispatch(balanceApi.endpoints.Sellers.initiate({}));
    expect(seen).toEqual(['Bearer fixture-token-1']);
  });

  it('sends no Authorization header when signed out', async () => {
    const seen = captureAuthorization();
    const store = createAppStore(sessionFor(undefined));
    await store.dispatch(balanceApi.endpoints.Sellers.initiate({}));
    expect(seen).toEqual([null]);
  });

  it('turns the first server error into a typed { message } error', async () => {
    server.use(
      apiLink().query('Sellers', () =>
        HttpResponse.json({
          errors: [{ message: 'First problem' }, { message: 'Second problem' }],
        }),
      ),
    );
    const store = createAppStore(sessionFor('Administrator'));
    const result = await store.dispatch(balanceApi.endpoints.Sellers.initiate({}));
    expect(result.error).toEqual({ message: 'First problem' });
  });

  it('reports a failed connection as a network error', async () => {
    server.use(apiLink().query('Sellers', () => HttpResponse.error()));
    const store = createAppStore(sessionFor('Administrator'));
    const result = await store.dispatch(balanceApi.endpoints.Sellers.initiate({}));
    expect(result.error).toEqual({ message: expect.stringMatching(/^Network error: .+/) });
  });

  it('reports an HTTP failure without GraphQL errors by its status', async () => {
    server.use(apiLink().query('Sellers', () => new Response('Bad gateway', { status: 502 })));
    const store = createAppStore(sessionFor('Administrator'));
    const result = await store.dispatch(balanceApi.endpoints.Sellers.initiate({}));
    expect(result.error).toEqual({ message: expect.stringContaining('502') });
  });

  it('shows a failed call as an error toast', async () => {
    server.use(
      apiLink().query('Sellers', () =>
        HttpResponse.json({ errors: [{ message: 'Sellers are away' }] }),
      ),
    );
    const store = createAppStore(sessionFor('Administrator'));
    await store.dispatch(balanceApi.endpoints.Sellers.initiate({}));
    expect(selectNotifications(store.getState())).toEqual([
      expect.objectContaining({ type: 'error', message: 'Sellers are away' }),
    ]);
  });

  it('keeps quiet for list loads whose screen shows the error itself', async () => {
    server.use(
      apiLink().query('Balances', () =>
        HttpResponse.json({ errors: [{ message: 'No balances' }] }),
      ),
    );
    const store = createAppStore(sessionFor('Administrator'));
    const result = await store.dispatch(balanceApi.endpoints.Balances.initiate({}));
    expect(result.error).toEqual({ message: 'No balances' });
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('signs out when the server no longer accepts the token', async () => {
    window.localStorage.setItem(
      TOKEN_STORAGE_KEY,
      JSON.stringify({ token: 'stale', expiredAt: null }),
    );
    server.use(
      apiLink().query('Sellers', () =>
        HttpResponse.json({ errors: [{ message: SERVER_MESSAGES.notSignedIn }] }),
      ),
    );
    const store = createAppStore();
    expect(selectIsSignedIn(store.getState())).toBe(true);
    await store.dispatch(balanceApi.endpoints.Sellers.initiate({}));
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('lets an embedder point the widgets at another endpoint and token source', async () => {
    const seen: (string | null)[] = [];
    server.use(
      graphql.link('https://api.example.com/graphql').query('Me', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ data: { me: sessionFor('Seller').session?.user } });
      }),
    );
    const store = createAppStore(sessionFor(undefined), {
      endpoint: 'https://api.example.com/graphql',
      getToken: () => 'embedder-token',
    });
    const result = await store.dispatch(authApi.endpoints.Me.initiate());
    expect(result.data?.me.email).toBe('seller@podoffice.test');
    expect(seen).toEqual(['Bearer embedder-token']);
  });

  it('keeps each store on its own endpoint: a widget and its host app on one page', async () => {
    const calls: string[] = [];
    server.use(
      graphql.link('https://widgets.example.com/graphql').query('Me', () => {
        calls.push('widget');
        return HttpResponse.json({ data: { me: sessionFor('Seller').session?.user } });
      }),
      apiLink().query('Me', () => {
        calls.push('app');
        return HttpResponse.json({ data: { me: sessionFor('Administrator').session?.user } });
      }),
    );
    const widget = createAppStore(sessionFor(undefined), {
      endpoint: 'https://widgets.example.com/graphql',
    });
    const app = createAppStore(sessionFor(undefined));
    const [fromWidget, fromApp] = await Promise.all([
      widget.dispatch(authApi.endpoints.Me.initiate()),
      app.dispatch(authApi.endpoints.Me.initiate()),
    ]);
    expect(fromWidget.data?.me.email).toBe('seller@podoffice.test');
    expect(fromApp.data?.me.email).toBe(sessionFor('Administrator').session?.user?.email);
    expect(calls.sort()).toEqual(['app', 'widget']);
  });

  it('sends the operation name beside the query', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiLink().query('Sellers', async ({ request }) => {
        bodies.push(await request.clone().json());
        return HttpResponse.json({ data: { usersByRole: [] } });
      }),
    );
    const store = createAppStore(sessionFor('Administrator'));
    await store.dispatch(balanceApi.endpoints.Sellers.initiate({}));
    expect(bodies).toEqual([expect.objectContaining({ operationName: 'Sellers' })]);
  });
});
