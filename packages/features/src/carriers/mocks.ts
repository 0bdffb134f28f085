// MSW handlers and fixtures of the carriers area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import { SERVER_MESSAGES, hasRole } from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { CarriersEntryFieldsFragment } from './api/Carriers.generated';

export type CarriersEntryFixture = CarriersEntryFieldsFragment;

/** `count` entries, named in order. */
export function makeCarriersEntries(count = 3): CarriersEntryFixture[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    name: `Carriers ${i + 1}`,
  }));
}

/** The carriers calls answered from these entries, refused as the server refuses them. */
export function carriersHandlers(entries: CarriersEntryFixture[] = makeCarriersEntries()) {
  return [
    apiLink().query('Carriers', ({ request }) => {
      if (!hasRole(userOfRequest(request), 'Administrator')) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      return HttpResponse.json({ data: { carriers: entries } });
    }),
  ];
}

/** The carriers list failing with the server's message; put it before carriersHandlers(). */
export function carriersFailure(message: string) {
  return apiLink().query('Carriers', () => graphqlError(message));
}

/** The carriers list never answers: the loading state. */
export function carriersLoading() {
  return apiLink().query('Carriers', neverResolves);
}
