import { setupServer } from 'msw/node';
import { authHandlers } from '../auth/mocks';
import { balanceHandlers } from '../balance/mocks';

/** The mock API for jest: the same handlers the stories use, fresh for every test. */
export const server = setupServer();

/** Starts the mock API around a test file; unknown requests fail the test rather than hit the network. */
export function setupMockApi() {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => server.resetHandlers(...authHandlers(), ...balanceHandlers()));
  afterAll(() => server.close());
}

/** The variables of every call of `operation` the mock API receives from now on. */
export function recordCalls(operation: string): Record<string, unknown>[] {
  const calls: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST') return;
    const body = (await request.clone().json()) as {
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    if (body.operationName === operation) calls.push(body.variables ?? {});
  });
  return calls;
}
